import { rateLimit } from '../../../lib/rate-limit';

/** Public: visitors see ads too. Editors create and schedule them in the studio, not through this API. */
export default {
  routes: [
    { method: 'GET', path: '/advertisements', handler: 'advertisement.find' },
    { method: 'POST', path: '/advertisements/:id/impression', handler: 'advertisement.impression', config: { middlewares: [rateLimit('adImpression')] } },
    { method: 'POST', path: '/advertisements/:id/click', handler: 'advertisement.click', config: { middlewares: [rateLimit('adClick')] } },
  ],
};
