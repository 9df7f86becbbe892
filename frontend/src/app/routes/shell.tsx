import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ComingSoon } from '@/components/coming-soon';
import { Spinner } from '@/components/ui/spinner';
import { paths, SHELL_TABS, type ShellTab } from '@/config/paths';
import { FavoritesTab } from '@/features/favorites/components/favorites-tab';
import { HomeScreen } from '@/features/home/components/home-screen';
import { NotificationsTab } from '@/features/notifications/components/notifications-tab';
import { TABS_REQUIRING_LOGIN, useLoginRequiredNotice } from '@/hooks/use-shell-navigation';
import { useUser } from '@/lib/auth';
import type { Product } from '@/types/api';

// Home is the landing screen and ships with the shell; the other tabs load on first use.
const SearchScreen = lazy(() => import('@/features/search/components/search-screen').then((m) => ({ default: m.SearchScreen })));
// The publish form (react-hook-form, photo pipeline) loads only when the add tab opens.
const PublishTab = lazy(() => import('@/features/publish/routes/publish-tab').then((m) => ({ default: m.PublishTab })));
const ProductDetail = lazy(() =>
  import('@/features/products/components/product-detail').then((m) => ({ default: m.ProductDetail })),
);

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
    (product: Product) => {
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

  const editProduct = (id: string) => {
    toast.info(t('messages.editMode'));
    navigate(paths.home.getHref('add', { edit: id }));
  };

  if (blocked) return <Spinner label={t('messages.checkingAuth')} className="min-h-[50vh]" />;

  if (productId) {
    return (
      <Suspense fallback={<Spinner label={t('product.loading')} />}>
        <ProductDetail id={productId} onBack={closeProduct} onEdit={editProduct} />
      </Suspense>
    );
  }

  switch (tab) {
    case 'search':
      return (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <SearchScreen getProductHref={getProductHref} />
        </Suspense>
      );
    case 'add':
      return (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          {/* locationPicker: the map picker of SPEC 2.12 plugs in here (see LocationPickerSlot). */}
          <PublishTab editId={params.get('edit')} />
        </Suspense>
      );
    case 'messages':
      return <ComingSoon title={t('pages.messages')} />;
    case 'profile':
      return <ComingSoon title={t('pages.profile')} />;
    case 'favorites':
      return <FavoritesTab />;
    case 'notifications':
      return <NotificationsTab />;
    case 'home':
      return <HomeScreen getProductHref={getProductHref} />;
  }
}
