import { rateLimit } from '../../../lib/rate-limit';

/** Signed-in users report a listing; admins settle reports under /api/admin/reports. */
export default {
  routes: [{ method: 'POST', path: '/products/:id/report', handler: 'report.create', config: { middlewares: [rateLimit('report')] } }],
};
