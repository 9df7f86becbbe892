import { route } from '../../../lib/access';

export default {
  routes: [route('public', 'GET', '/stats', 'stats.public')],
};
