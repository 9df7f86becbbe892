import { route } from '../../../lib/access';

/**
 * SPEC section 7's category routes. Writes are admin-only and served by the admin space's own
 * controller (`/api/admin/categories`), so both paths share one validation and one service.
 */
export default {
  routes: [
    route('public', 'GET', '/categories', 'category.find'),
    route('admin', 'POST', '/categories', 'api::admin.category.create'),
    route('admin', 'PUT', '/categories/:id', 'api::admin.category.update'),
    route('admin', 'DELETE', '/categories/:id', 'api::admin.category.delete'),
  ],
};
