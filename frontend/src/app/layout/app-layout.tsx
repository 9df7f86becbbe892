import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { ConfirmEmailBanner } from '@/features/account/components/confirm-email-banner';
import { useLanguageSync } from '@/features/account/hooks/use-language-sync';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';

// The chat widgets are not part of any screen's first paint: their code loads in its own chunk.
const ChatWidgets = lazy(() =>
  import('@/features/chat-widgets/components/chat-widgets').then((m) => ({ default: m.ChatWidgets })),
);

export function AppLayout() {
  const { t } = useTranslation();
  useLanguageSync();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <ConfirmEmailBanner />
      {/* At least one screen high: the footer starts below the fold, so a page whose content
          arrives after the first paint does not push a visible footer down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomNav />
      <Suspense fallback={null}>
        <ChatWidgets />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
