export default {
  routes: [
    { method: 'GET', path: '/categories', handler: 'category.find' },
    { method: 'POST', path: '/categories', handler: 'category.create', config: { policies: ['global::is-admin'] } },
  ],
};
