import { route } from '../../../lib/access';
import { rateLimit } from '../../../lib/rate-limit';

export default {
  routes: [
    route('public', 'POST', '/auth/signup', 'account.signup', { middlewares: [rateLimit('signup')] }),
    route('public', 'POST', '/auth/signin', 'account.signin', { middlewares: [rateLimit('signin')] }),
    route('user', 'GET', '/profile', 'account.profile'),
  ],
};
