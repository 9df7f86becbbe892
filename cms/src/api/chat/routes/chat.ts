import { route } from '../../../lib/access';
import { rateLimit } from '../../../lib/rate-limit';

export default {
  routes: [route('public', 'POST', '/chat', 'chat.reply', { middlewares: [rateLimit('chat')] })],
};
