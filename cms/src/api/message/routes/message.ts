import { rateLimit } from '../../../lib/rate-limit';

export default {
  routes: [
    { method: 'GET', path: '/messages', handler: 'message.find' },
    { method: 'POST', path: '/messages', handler: 'message.create', config: { policies: ['global::is-confirmed'], middlewares: [rateLimit('message')] } },
    { method: 'GET', path: '/products/:id/messages', handler: 'message.forProduct' },
  ],
};
