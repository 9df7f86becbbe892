import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { RouteCrashScreen } from '@/components/errors/crash-screen';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { nextTask } from '@/lib/first-screen';
import { withAllWords } from '@/lib/i18n';
import { AppLayout } from './layout/app-layout';

// Every screen is its own chunk (React Router's `lazy`), so the home route loads only what it shows.
const loadFirstScreen = (loader: () => Promise<ComponentType>) => async () => ({ Component: await loader() });
// The other screens also wait for the words beyond the first screen's (lib/i18n).
const load = (loader: () => Promise<ComponentType>) => loadFirstScreen(withAllWords(loader));
// A list page reads its URL with the domain's list query (zod, ~24 KB): evaluated in a task of its own
// before the page's code, not in one long task with it on a phone (Total Blocking Time, issue 32).
const withListQuery = (loader: () => Promise<ComponentType>) => () =>
  import('@/hooks/product-filters-url').then(nextTask).then(loader);

// Access is declared here: a route nested under ProtectedRoute needs a session, under AdminRoute an admin.
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteCrashScreen />,
    // Shown while the first screen's chunk loads.
    HydrateFallback: () => <Spinner className="min-h-screen" />,
    children: [
      { path: paths.auth.path, lazy: load(() => import('@/features/auth/routes/auth-page').then((m) => m.AuthPage)) },
      {
        path: paths.forgotPassword.path,
        lazy: load(() => import('@/features/auth/routes/forgot-password-page').then((m) => m.ForgotPasswordPage)),
      },
      {
        path: paths.resetPassword.path,
        lazy: load(() => import('@/features/auth/routes/reset-password-page').then((m) => m.ResetPasswordPage)),
      },
      {
        path: paths.confirmEmail.path,
        lazy: load(() => import('@/features/auth/routes/confirm-email-page').then((m) => m.ConfirmEmailPage)),
      },
      {
        element: <AppLayout />,
        children: [
          { path: paths.home.path, lazy: loadFirstScreen(() => import('./routes/shell').then((m) => m.ShellRoute)) },
          {
            path: paths.products.path,
            lazy: load(withListQuery(() => import('@/features/products/routes/products-page').then((m) => m.ProductsPage))),
          },
          {
            path: paths.product.path,
            lazy: load(() => import('@/features/products/routes/product-page').then((m) => m.ProductPage)),
          },
          // Category × governorate pages (`/voitures/sfax`); every other two-segment path is the 404 screen.
          {
            path: paths.landing.path,
            lazy: load(withListQuery(() => import('@/features/products/routes/products-page').then((m) => m.LandingPage))),
          },
          {
            path: paths.seller.path,
            lazy: load(() => import('@/features/sellers/routes/seller-page').then((m) => m.SellerPage)),
          },
          { path: paths.map.path, lazy: load(() => import('@/features/map/routes/map-page').then((m) => m.MapPage)) },
          {
            path: paths.alertStop.path,
            lazy: load(() => import('@/features/alerts/routes/alert-stop-page').then((m) => m.AlertStopPage)),
          },
          {
            path: paths.renewListing.path,
            lazy: load(() => import('@/features/publish/routes/renew-listing-page').then((m) => m.RenewListingPage)),
          },
          { path: paths.about.path, lazy: load(() => import('@/features/legal/routes/legal-page').then((m) => m.AboutPage)) },
          { path: paths.terms.path, lazy: load(() => import('@/features/legal/routes/legal-page').then((m) => m.TermsPage)) },
          { path: paths.privacy.path, lazy: load(() => import('@/features/legal/routes/legal-page').then((m) => m.PrivacyPage)) },
          {
            path: paths.adminInfo.path,
            lazy: load(() => import('@/features/admin/routes/admin-info-page').then((m) => m.AdminInfoPage)),
          },
          {
            lazy: load(() => import('./routes/guards').then((m) => m.ProtectedRoute)),
            children: [
              {
                path: paths.messages.path,
                lazy: load(() => import('@/features/messages/routes/messages-page').then((m) => m.MessagesPage)),
              },
              {
                path: paths.profile.path,
                lazy: load(() => import('./routes/profile').then((m) => m.ProfileRoute)),
              },
              {
                path: paths.settings.path,
                lazy: load(() => import('@/features/account/routes/settings-page').then((m) => m.SettingsPage)),
              },
              {
                path: paths.alerts.path,
                lazy: load(() => import('@/features/alerts/routes/alerts-page').then((m) => m.AlertsPage)),
              },
              {
                path: paths.testPromotion.path,
                lazy: load(() => import('@/features/promotion/routes/test-promotion-page').then((m) => m.TestPromotionPage)),
              },
            ],
          },
          {
            lazy: load(() => import('./routes/guards').then((m) => m.AdminRoute)),
            children: [
              { path: paths.admin.path, lazy: load(() => import('@/features/admin/routes/admin-page').then((m) => m.AdminPage)) },
              {
                path: paths.productsManagement.path,
                lazy: load(() =>
                  import('@/features/admin/routes/products-management-page').then((m) => m.ProductsManagementPage),
                ),
              },
            ],
          },
          { path: '*', lazy: load(() => import('@/components/errors/not-found-screen').then((m) => m.NotFoundRoute)) },
        ],
      },
    ],
  },
];

// Opt in to React Router 7 behaviour now, so the upgrade changes nothing.
export const routerFuture = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

export const createAppRouter = () => createBrowserRouter(routes, { future: routerFuture });
