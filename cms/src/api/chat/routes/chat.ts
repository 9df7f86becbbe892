import { route } from '../../../auth/access';
import { rateLimit } from '../../../http/rate-limit';

export default {
  routes: [route('public', 'POST', '/chat', 'chat.reply', { middlewares: [rateLimit('chat')] })],
};
