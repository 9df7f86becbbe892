import { route } from '../../../auth/access';

export default {
  routes: [route('public', 'GET', '/stats', 'stats.public')],
};
