import { rateLimit } from '../../../lib/rate-limit';

export default {
  routes: [{ method: 'POST', path: '/chat', handler: 'chat.reply', config: { middlewares: [rateLimit('chat')] } }],
};
