/** The caller's favourites: a like is this product's only way to save a listing. */
export default {
  routes: [{ method: 'GET', path: '/favorites', handler: 'favorite.find' }],
};
