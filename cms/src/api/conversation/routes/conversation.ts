import { rateLimit } from '../../../lib/rate-limit';

/** Participants only: the service answers 403 to anyone else, admins included (messages are private). */
const limited = { policies: ['global::is-confirmed'], middlewares: [rateLimit('message')] };

export default {
  routes: [
    { method: 'GET', path: '/conversations', handler: 'conversation.find' },
    { method: 'POST', path: '/conversations', handler: 'conversation.create', config: limited },
    { method: 'GET', path: '/conversations/:id/messages', handler: 'conversation.messages' },
    { method: 'POST', path: '/conversations/:id/messages', handler: 'conversation.send', config: limited },
  ],
};
