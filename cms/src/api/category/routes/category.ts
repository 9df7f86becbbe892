import { route } from '../../../auth/access';

/**
 * SPEC section 7's category routes. The writes are admin-only and are the admin space's own
 * actions (`/api/admin/categories`, see the controller), so both paths share one validation and
 * one service.
 */
export default {
  routes: [
    route('public', 'GET', '/categories', 'category.find'),
    route('admin', 'POST', '/categories', 'category.create'),
    route('admin', 'PUT', '/categories/:id', 'category.update'),
    route('admin', 'DELETE', '/categories/:id', 'category.delete'),
  ],
};
