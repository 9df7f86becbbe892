// Every route of the app (SPEC 2.1) and every shell tab, named once: links and navigate() calls use getHref.
import { ALERT_STOP_PATH, ALERTS_PATH, CONFIRM_EMAIL_PATH, RENEW_LINK_PATH, RESET_PASSWORD_PATH, landingPath, type LandingPair } from '@souk/domain';
export const SHELL_TABS = ['home', 'search', 'add', 'messages', 'profile', 'favorites', 'notifications'] as const;
export type ShellTab = (typeof SHELL_TABS)[number];

type ShellHrefOptions = { product?: string; edit?: string; q?: string };

/** `/?tab=…`: the shell at / keeps its tab in the query (none for home), with the product sub-view and edit id. */
function shellHref(tab: ShellTab = 'home', options: ShellHrefOptions = {}) {
  const params = new URLSearchParams();
  if (tab !== 'home') params.set('tab', tab);
  if (options.q) params.set('q', options.q);
  if (options.product) params.set('product', options.product);
  if (options.edit) params.set('edit', options.edit);
  const query = params.toString();
  return query ? `/?${query}` : '/';
}

export const paths = {
  home: { path: '/', getHref: shellHref },
  auth: { path: '/auth', getHref: () => '/auth' },
  // The account e-mails link to these two (their paths are shared with the server).
  forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
  resetPassword: { path: RESET_PASSWORD_PATH, getHref: (token: string) => `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}` },
  confirmEmail: { path: CONFIRM_EMAIL_PATH, getHref: (token: string) => `${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}` },

  // Shell tabs: screens that live at / under ?tab=. Some also have a route of their own (below).
  search: { getHref: (q?: string) => shellHref('search', { q }) },
  publish: { getHref: (edit?: string) => shellHref('add', { edit }) },
  favorites: { getHref: () => shellHref('favorites') },
  notifications: { getHref: () => shellHref('notifications') },

  // Screens with both a route and a shell tab mount the same component at both.
  messages: {
    path: '/messages',
    getHref: (productId?: string) => (productId ? `/messages?product=${encodeURIComponent(productId)}` : '/messages'),
  },
  profile: { path: '/profile', getHref: () => '/profile' },

  settings: { path: '/settings', getHref: () => '/settings' },
  alerts: { path: ALERTS_PATH, getHref: () => ALERTS_PATH },
  /** A digest's stop link (the server writes it into the e-mail: cms alert-digest STOP_PAGE). */
  alertStop: { path: ALERT_STOP_PATH, getHref: (token: string) => `${ALERT_STOP_PATH}?token=${encodeURIComponent(token)}` },
  /** A listing's expiry reminder links here (the server writes it into the e-mail: RENEW_LINK_PATH). */
  renewListing: { path: RENEW_LINK_PATH, getHref: (token: string) => `${RENEW_LINK_PATH}?token=${encodeURIComponent(token)}` },
  map: { path: '/map', getHref: () => '/map' },
  products: { path: '/products', getHref: () => '/products' },
  /** A category × governorate page (issue 26). */
  landing: { path: '/:categoryPath/:city', getHref: (pair: LandingPair) => landingPath(pair) },
  seller: { path: '/vendeur/:sellerId', getHref: (id: string) => `/vendeur/${encodeURIComponent(id)}` },
  product: {
    path: '/product/:productId',
    getHref: (id: string) => `/product/${encodeURIComponent(id)}`,
  },
  testPromotion: { path: '/test-promotion', getHref: () => '/test-promotion' },
  admin: { path: '/admin', getHref: () => '/admin' },
  productsManagement: { path: '/products-management', getHref: () => '/products-management' },
  adminInfo: { path: '/admin-info', getHref: () => '/admin-info' },
  about: { path: '/a-propos', getHref: () => '/a-propos' },
  terms: { path: '/conditions', getHref: () => '/conditions' },
  privacy: { path: '/confidentialite', getHref: () => '/confidentialite' },
} as const;
