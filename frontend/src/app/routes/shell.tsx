import { lazy, Suspense, useCallback, useEffect, type ComponentType } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { SHELL_TABS, type ShellTab } from '@/config/paths';
import { HomePage } from '@/features/home/routes/home-page';
import { TABS_REQUIRING_LOGIN, useLoginRequiredNotice } from '@/hooks/use-shell-navigation';
import { useUser } from '@/lib/auth';
import { withAllWords } from '@/lib/i18n';
import type { ApiProduct } from '@souk/domain';

// Home is the landing screen and ships with the shell; the other tabs load on first use. A tab that
// also has a route of its own (/messages, /profile) mounts the very same page component there.
// Each waits for the words beyond the first screen's, as the routes do.
const lazyPage = <K extends string, P extends object = object>(loader: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(() => withAllWords(loader)().then((m) => ({ default: m[name] })));

const SearchPage = lazyPage(() => import('@/features/search/routes/search-page'), 'SearchPage');
const ProductDetail = lazyPage(() => import('@/features/products/components/product-detail'), 'ProductDetail');
const TAB_PAGES: Record<Exclude<ShellTab, 'home' | 'search'>, ComponentType> = {
  add: lazyPage(() => import('./publish'), 'PublishRoute'),
  messages: lazyPage(() => import('@/features/messages/routes/messages-page'), 'MessagesPage'),
  profile: lazyPage(() => import('./profile'), 'ProfileRoute'),
  favorites: lazyPage(() => import('@/features/favorites/routes/favorites-page'), 'FavoritesPage'),
  notifications: lazyPage(() => import('@/features/notifications/routes/notifications-page'), 'NotificationsPage'),
};

const isShellTab = (value: string | null): value is ShellTab => SHELL_TABS.includes(value as ShellTab);

/** The main shell at / (SPEC 2.2): the tab lives in ?tab=, the detail sub-view in ?product=. */
export function ShellRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: ShellTab = isShellTab(rawTab) ? rawTab : 'home';
  const productId = params.get('product');
  const { data: user, isPending } = useUser();
  const requireLogin = useLoginRequiredNotice();
  const blocked = TABS_REQUIRING_LOGIN.includes(tab) && !user;

  useEffect(() => {
    if (blocked && !isPending) requireLogin();
  }, [blocked, isPending, requireLogin]);

  const getProductHref = useCallback(
    (product: ApiProduct) => {
      const next = new URLSearchParams(params);
      next.set('product', product.id);
      return `/?${next.toString()}`;
    },
    [params],
  );

  const closeProduct = () => {
    if (window.history.state?.idx > 0) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('product');
    setParams(next);
  };

  if (blocked) return <Spinner label={t('messages.checkingAuth')} className="min-h-[50vh]" />;

  if (productId) {
    return (
      <Suspense fallback={<Spinner label={t('product.loading')} />}>
        <ProductDetail id={productId} onBack={closeProduct} />
      </Suspense>
    );
  }

  if (tab === 'home') return <HomePage getProductHref={getProductHref} />;
  const Page = tab === 'search' ? null : TAB_PAGES[tab];
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      {Page ? <Page /> : <SearchPage getProductHref={getProductHref} />}
    </Suspense>
  );
}
