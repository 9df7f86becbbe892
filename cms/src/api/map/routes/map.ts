import { rateLimit } from '../../../lib/rate-limit';

export default {
  routes: [
    { method: 'GET', path: '/map/config', handler: 'map.config', config: { auth: false } },
    { method: 'GET', path: '/geocode', handler: 'map.geocode', config: { middlewares: [rateLimit('geocode')] } },
  ],
};
