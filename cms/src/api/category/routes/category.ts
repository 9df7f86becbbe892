import { route } from '../../../auth/access';

/** Categories are created in the admin space (POST /api/admin/categories), the one creation endpoint. */
export default {
  routes: [
    route('public', 'GET', '/categories', 'category.find'),
  ],
};
