/**
 * The in-app admin space (/admin of the site; the Strapi studio is /studio). Every route needs
 * the admin role twice over: the `global::is-admin` policy and the role's permission table.
 */
const admin = { policies: ['global::is-admin'] };

export default {
  routes: [
    { method: 'GET', path: '/admin/stats', handler: 'stats.find', config: admin },

    { method: 'GET', path: '/admin/categories', handler: 'category.find', config: admin },
    { method: 'POST', path: '/admin/categories', handler: 'category.create', config: admin },
    { method: 'PUT', path: '/admin/categories/:id', handler: 'category.update', config: admin },
    { method: 'DELETE', path: '/admin/categories/:id', handler: 'category.delete', config: admin },

    { method: 'GET', path: '/admin/users', handler: 'user.find', config: admin },
    { method: 'POST', path: '/admin/users', handler: 'user.create', config: admin },
    { method: 'PUT', path: '/admin/users/:id', handler: 'user.update', config: admin },
    { method: 'DELETE', path: '/admin/users/:id', handler: 'user.delete', config: admin },

    { method: 'GET', path: '/admin/products', handler: 'product.find', config: admin },
    { method: 'POST', path: '/admin/products', handler: 'product.create', config: admin },
    { method: 'PUT', path: '/admin/products/:id', handler: 'product.update', config: admin },
    { method: 'DELETE', path: '/admin/products/:id', handler: 'product.delete', config: admin },

    { method: 'GET', path: '/admin/reports', handler: 'report.find', config: admin },
    { method: 'POST', path: '/admin/reports/:id/resolve', handler: 'report.resolve', config: admin },

    { method: 'GET', path: '/admin/advertisements/stats', handler: 'advertisement.stats', config: admin },
  ],
};
