export default {
  routes: [{ method: 'GET', path: '/site-info', handler: 'site.info' }],
};
