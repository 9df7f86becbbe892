import { rateLimit } from '../../../lib/rate-limit';

/**
 * Only these routes exist for products: no core router, so no pass-through of raw `filters`,
 * `populate` or `where` (ARCHITECTURE "API conventions"). Access is granted per action in
 * src/bootstrap/permissions.ts; ownership is checked in the write service.
 */
const admin = { policies: ['global::is-admin'] };

export default {
  routes: [
    { method: 'GET', path: '/products', handler: 'product.find' },
    { method: 'GET', path: '/products/promoted', handler: 'product.promoted' },
    // Public and hot: `auth: false` skips the users-permissions lookup every request would pay (ARCHITECTURE decision 14).
    { method: 'GET', path: '/products/map', handler: 'product.map', config: { auth: false } },
    { method: 'GET', path: '/products/:id', handler: 'product.findOne' },
    { method: 'POST', path: '/products', handler: 'product.create' },
    { method: 'PUT', path: '/products/:id', handler: 'product.update' },
    { method: 'DELETE', path: '/products/:id', handler: 'product.delete' },
    { method: 'POST', path: '/products/:id/promote', handler: 'product.promote', config: admin },
    { method: 'GET', path: '/products/:id/liked', handler: 'product.liked' },
    { method: 'POST', path: '/products/:id/like', handler: 'product.like', config: { middlewares: [rateLimit('like')] } },
  ],
};
