import { rateLimit } from '../../../lib/rate-limit';

/** Profile editing, the public seller profile and account deletion (GET /api/profile is in account.ts). */
export default {
  routes: [
    { method: 'PUT', path: '/profile', handler: 'profile.update' },
    { method: 'PATCH', path: '/profile', handler: 'profile.patch', config: { middlewares: [rateLimit('password')] } },
    { method: 'GET', path: '/users/:id/profile', handler: 'profile.publicProfile' },
    { method: 'DELETE', path: '/auth/delete-account', handler: 'deletion.deleteAccount', config: { middlewares: [rateLimit('password')] } },
  ],
};
