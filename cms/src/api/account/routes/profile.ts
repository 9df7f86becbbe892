import { route } from '../../../auth/access';
import { rateLimit } from '../../../http/rate-limit';

/** Profile editing, the public seller profile and account deletion (GET /api/profile is in account.ts). */
export default {
  routes: [
    route('user', 'PUT', '/profile', 'profile.update'),
    route('user', 'PATCH', '/profile', 'profile.patch', { middlewares: [rateLimit('password')] }),
    route('public', 'GET', '/users/:id/profile', 'profile.publicProfile'),
    route('user', 'DELETE', '/auth/delete-account', 'deletion.deleteAccount', { middlewares: [rateLimit('password')] }),
  ],
};
