import { route } from '../../../lib/access';

export default {
  routes: [route('public', 'GET', '/site-info', 'site.info')],
};
