export default {
  routes: [
    { method: 'POST', path: '/auth/signup', handler: 'account.signup' },
    { method: 'POST', path: '/auth/signin', handler: 'account.signin' },
    { method: 'GET', path: '/profile', handler: 'account.profile' },
  ],
};
