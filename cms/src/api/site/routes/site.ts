import { route } from '../../../auth/access';

export default {
  routes: [route('public', 'GET', '/site-info', 'site.info')],
};
