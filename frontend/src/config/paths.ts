export const SHELL_TABS = ['home', 'search', 'add', 'messages', 'profile', 'favorites', 'notifications'] as const;
export type ShellTab = (typeof SHELL_TABS)[number];

type ShellHrefOptions = { product?: string; edit?: string };

export const paths = {
  home: {
    path: '/',
    getHref: (tab: ShellTab = 'home', options: ShellHrefOptions = {}) => {
      const params = new URLSearchParams();
      if (tab !== 'home') params.set('tab', tab);
      if (options.product) params.set('product', options.product);
      if (options.edit) params.set('edit', options.edit);
      const query = params.toString();
      return query ? `/?${query}` : '/';
    },
  },
  auth: { path: '/auth', getHref: () => '/auth' },
  admin: { path: '/admin', getHref: () => '/admin' },
  profile: { path: '/profile', getHref: () => '/profile' },
  map: { path: '/map', getHref: () => '/map' },
  messages: {
    path: '/messages',
    getHref: (productId?: string) => (productId ? `/messages?product=${encodeURIComponent(productId)}` : '/messages'),
  },
  settings: { path: '/settings', getHref: () => '/settings' },
  testPromotion: { path: '/test-promotion', getHref: () => '/test-promotion' },
  productsManagement: { path: '/products-management', getHref: () => '/products-management' },
  products: { path: '/products', getHref: () => '/products' },
  adminInfo: { path: '/admin-info', getHref: () => '/admin-info' },
  product: {
    path: '/product/:productId',
    getHref: (id: string) => `/product/${encodeURIComponent(id)}`,
  },
} as const;
