import { route } from '../../../auth/access';
import { rateLimit } from '../../../http/rate-limit';
import { idempotent } from '../../../http/idempotency';

export default {
  routes: [
    route('user', 'GET', '/messages', 'message.find'),
    route('confirmed', 'POST', '/messages', 'message.create', { middlewares: [idempotent(), rateLimit('message')] }),
    route('user', 'GET', '/products/:id/messages', 'message.forProduct'),
  ],
};
