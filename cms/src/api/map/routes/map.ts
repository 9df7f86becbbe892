import { route } from '../../../auth/access';
import { rateLimit } from '../../../http/rate-limit';

export default {
  routes: [
    route('public', 'GET', '/map/config', 'map.config', { auth: false }),
    route('public', 'GET', '/geocode', 'map.geocode', { middlewares: [rateLimit('geocode')] }),
  ],
};
