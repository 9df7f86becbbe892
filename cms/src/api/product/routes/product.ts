import { route } from '../../../auth/access';
import { rateLimit } from '../../../http/rate-limit';
import { idempotent } from '../../../http/idempotency';

/**
 * Only these routes exist for products: no core router, so no pass-through of raw `filters`,
 * `populate` or `where` (ARCHITECTURE "API conventions"). Each route declares who may call it
 * (src/auth/access.ts); the write service checks ownership again for the admin space's calls.
 */
export default {
  routes: [
    route('public', 'GET', '/products', 'product.find'),
    route('public', 'GET', '/products/promoted', 'product.promoted'),
    route('public', 'GET', '/products/map', 'product.map', { auth: false }),
    route('public', 'GET', '/products/facets', 'product.facets', { auth: false }),
    route('public', 'GET', '/products/nearby', 'product.nearby', { auth: false }),
    route('user', 'GET', '/products/views', 'product.viewSeries'),
    route('user', 'GET', '/products/mine', 'lifecycle.mine'),
    // A reminder's one-click 'Renouveler' link: the signed token is the credential.
    route('public', 'POST', '/products/renew', 'lifecycle.renewWithToken', { middlewares: [rateLimit('productView')] }),
    route('public', 'GET', '/products/:id', 'product.findOne'),
    route('public', 'GET', '/products/:id/similar', 'product.similar'),
    route('public', 'POST', '/products/:id/view', 'product.view', { middlewares: [rateLimit('productView')] }),
    route('admin', 'POST', '/admin/product-views/flush', 'product.flushViews'),
    route('confirmed', 'POST', '/products', 'product.create', { middlewares: [idempotent()] }),
    route('owner', 'PUT', '/products/:id', 'product.update'),
    route('owner', 'DELETE', '/products/:id', 'product.delete'),
    route('admin', 'POST', '/products/:id/promote', 'product.promote'),
    route('owner', 'POST', '/products/:id/sold', 'lifecycle.markSold'),
    route('owner', 'POST', '/products/:id/renew', 'lifecycle.renew'),
    route('admin', 'POST', '/admin/listing-lifecycle/run', 'lifecycle.run'),
    route('user', 'GET', '/products/:id/liked', 'product.liked'),
    route('user', 'POST', '/products/:id/like', 'product.like', { middlewares: [rateLimit('like')] }),
  ],
};
