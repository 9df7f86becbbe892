import { route } from '../../../lib/access';
import { idempotent } from '../../../lib/idempotency/middleware';
import { rateLimit } from '../../../lib/rate-limit';

export default {
  routes: [
    route('user', 'GET', '/messages', 'message.find'),
    route('confirmed', 'POST', '/messages', 'message.create', { middlewares: [idempotent(), rateLimit('message')] }),
    route('user', 'GET', '/products/:id/messages', 'message.forProduct'),
  ],
};
