import { route } from '../../../auth/access';
import { rateLimit } from '../../../http/rate-limit';
import { idempotent } from '../../../http/idempotency';

export default {
  routes: [
    route('public', 'POST', '/auth/signup', 'account.signup', { middlewares: [idempotent(), rateLimit('signup')] }),
    route('public', 'POST', '/auth/signin', 'account.signin', { middlewares: [rateLimit('signin')] }),
    // Sessions as rows with a rotating refresh cookie (src/auth/sessions.ts, ARCHITECTURE decision 49).
    route('public', 'POST', '/auth/refresh', 'account.refresh', { middlewares: [rateLimit('refresh')] }),
    route('user', 'GET', '/profile', 'account.profile'),
    route('user', 'POST', '/auth/signout', 'account.signout'),
    route('user', 'POST', '/auth/signout-everywhere', 'account.signoutEverywhere'),
    route('user', 'GET', '/auth/sessions', 'account.sessions'),
    route('user', 'DELETE', '/auth/sessions/:id', 'account.revokeSession'),
  ],
};
