import { rateLimit } from '../../../lib/rate-limit';

export default {
  routes: [
    { method: 'POST', path: '/auth/signup', handler: 'account.signup', config: { middlewares: [rateLimit('signup')] } },
    { method: 'POST', path: '/auth/signin', handler: 'account.signin', config: { middlewares: [rateLimit('signin')] } },
    { method: 'GET', path: '/profile', handler: 'account.profile' },
  ],
};
