import { route } from '../../../auth/access';

/**
 * The in-app admin space (/admin of the site; the Strapi studio is /studio). Every route needs
 * the admin role twice over: the `global::is-admin` policy and the permission table derived from it.
 */
export default {
  routes: [
    route('admin', 'GET', '/admin/stats', 'stats.find'),
    route('admin', 'GET', '/admin/health', 'stats.health'),

    route('admin', 'GET', '/admin/categories', 'category.find'),
    route('admin', 'POST', '/admin/categories', 'category.create'),
    route('admin', 'PUT', '/admin/categories/:id', 'category.update'),
    route('admin', 'DELETE', '/admin/categories/:id', 'category.delete'),

    route('admin', 'GET', '/admin/users', 'user.find'),
    route('admin', 'POST', '/admin/users', 'user.create'),
    route('admin', 'PUT', '/admin/users/:id', 'user.update'),
    route('admin', 'DELETE', '/admin/users/:id', 'user.delete'),

    route('admin', 'GET', '/admin/products', 'product.find'),
    route('admin', 'POST', '/admin/products', 'product.create'),
    route('admin', 'PUT', '/admin/products/:id', 'product.update'),
    route('admin', 'DELETE', '/admin/products/:id', 'product.delete'),

    route('admin', 'GET', '/admin/reports', 'report.find'),
    route('admin', 'POST', '/admin/reports/:id/resolve', 'report.resolve'),

    route('admin', 'GET', '/admin/advertisements/stats', 'advertisement.stats'),
  ],
};
