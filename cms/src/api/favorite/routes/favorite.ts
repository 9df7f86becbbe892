import { route } from '../../../auth/access';

/** The caller's favourites: a like is this product's only way to save a listing. */
export default {
  routes: [route('user', 'GET', '/favorites', 'favorite.find')],
};
