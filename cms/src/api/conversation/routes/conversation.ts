import { route } from '../../../auth/access';
import { rateLimit } from '../../../http/rate-limit';
import { idempotent } from '../../../http/idempotency';

/** Participants only: the service answers 403 to anyone else, admins included (messages are private). */
const limited = { middlewares: [rateLimit('message')] };

export default {
  routes: [
    route('user', 'GET', '/conversations', 'conversation.find'),
    route('user', 'GET', '/conversations/unread-count', 'conversation.unreadCount'),
    route('user', 'POST', '/conversations/:id/block', 'conversation.block'),
    route('user', 'DELETE', '/conversations/:id/block', 'conversation.unblock'),
    route('confirmed', 'POST', '/conversations', 'conversation.create', limited),
    route('user', 'GET', '/conversations/:id/messages', 'conversation.messages'),
    route('confirmed', 'POST', '/conversations/:id/messages', 'conversation.send', { middlewares: [idempotent(), rateLimit('message')] }),
  ],
};
