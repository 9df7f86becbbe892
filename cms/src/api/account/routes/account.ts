import { route } from '../../../lib/access';
import { rateLimit } from '../../../lib/rate-limit';

export default {
  routes: [
    route('public', 'POST', '/auth/signup', 'account.signup', { middlewares: [rateLimit('signup')] }),
    route('public', 'POST', '/auth/signin', 'account.signin', { middlewares: [rateLimit('signin')] }),
    route('user', 'GET', '/profile', 'account.profile'),
    // Both end every session of the account (one session version per account; see session-version.ts).
    route('user', 'POST', '/auth/signout', 'account.signout'),
    route('user', 'POST', '/auth/signout-everywhere', 'account.signout'),
  ],
};
