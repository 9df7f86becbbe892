import { route } from '../../../auth/access';
import { rateLimit } from '../../../http/rate-limit';

/** Public: visitors see ads too. Editors create and schedule them in the studio, not through this API. */
export default {
  routes: [
    route('public', 'GET', '/advertisements', 'advertisement.find'),
    // The token is the credential: signed by the studio's preview for one banner, 15 minutes (src/studio/preview.ts).
    route('public', 'GET', '/advertisements/preview', 'advertisement.preview'),
    route('public', 'POST', '/advertisements/:id/impression', 'advertisement.impression', { middlewares: [rateLimit('adImpression')] }),
    route('public', 'POST', '/advertisements/:id/click', 'advertisement.click', { middlewares: [rateLimit('adClick')] }),
  ],
};
