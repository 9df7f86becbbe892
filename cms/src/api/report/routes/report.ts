import { route } from '../../../auth/access';
import { rateLimit } from '../../../http/rate-limit';

/** Signed-in users report a listing; admins settle reports under /api/admin/reports. */
export default {
  routes: [route('user', 'POST', '/products/:id/report', 'report.create', { middlewares: [rateLimit('report')] })],
};
