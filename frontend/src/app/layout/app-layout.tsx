import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useLanguageSync } from '@/features/account/hooks/use-language-sync';
import { awaitsEmailConfirmation, useCurrentUser } from '@/lib/auth';
import { withAllWords } from '@/lib/i18n';
import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { LanguageInUrl } from './language-in-url';
import { ScrollRestoration } from './scroll-restoration';

// Only a signed-in user whose address is not confirmed sees the banner: its code loads for them alone.
const ConfirmEmailBanner = lazy(() =>
  withAllWords(() => import('@/features/account/components/confirm-email-banner'))().then((m) => ({
    default: m.ConfirmEmailBanner,
  })),
);

// Below the fold (main is at least a screen high): not part of the first paint's JavaScript.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

// The chat widgets are not part of any screen's first paint: their code loads in its own chunk.
const ChatWidgets = lazy(() =>
  withAllWords(() => import('@/features/chat-widgets/components/chat-widgets'))().then((m) => ({ default: m.ChatWidgets })),
);

/**
 * The header, the route's content and the bottom bar each sit in a Suspense boundary, even where
 * nothing below suspends: on a page the server drew, React 18 hydrates what lies outside any
 * boundary in one blocking task and each boundary afterwards in slices that leave the main thread
 * free between them (Lighthouse's Total Blocking Time on a phone). A tap on a part not hydrated
 * yet hydrates that part at once and is then handled.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useLanguageSync();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        {t('a11y.skipToContent')}
      </a>
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      {awaitsEmailConfirmation(user) ? (
        <Suspense fallback={null}>
          <ConfirmEmailBanner />
        </Suspense>
      ) : null}
      {/* At least one screen high: the footer starts below the fold, so a page whose content
          arrives after the first paint does not push a visible footer down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <BottomNav />
      </Suspense>
      <Suspense fallback={null}>
        <ChatWidgets />
      </Suspense>
      <ScrollRestoration />
      <LanguageInUrl />
    </div>
  );
}
