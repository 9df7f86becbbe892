import { route } from '../../../lib/access';
import { rateLimit } from '../../../lib/rate-limit';

export default {
  routes: [
    route('user', 'GET', '/messages', 'message.find'),
    route('user', 'POST', '/messages', 'message.create', { middlewares: [rateLimit('message')] }),
    route('user', 'GET', '/products/:id/messages', 'message.forProduct'),
  ],
};
