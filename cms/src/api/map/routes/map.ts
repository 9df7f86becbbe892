import { rateLimit } from '../../../lib/rate-limit';

export default {
  routes: [
    { method: 'GET', path: '/map/config', handler: 'map.config' },
    { method: 'GET', path: '/geocode', handler: 'map.geocode', config: { middlewares: [rateLimit('geocode')] } },
  ],
};
