import { route } from '../../../auth/access';
import { rateLimit } from '../../../http/rate-limit';

/** Reviews of sellers (issue 28): who may write, edit and answer is checked by the service. */
const limited = { middlewares: [rateLimit('report')] };

export default {
  routes: [
    route('public', 'GET', '/users/:id/reviews', 'review.ofSeller'),
    route('user', 'GET', '/products/:id/my-review', 'review.eligibility'),
    route('confirmed', 'POST', '/products/:id/reviews', 'review.create', limited),
    route('user', 'PUT', '/reviews/:id', 'review.update', limited),
    route('user', 'POST', '/reviews/:id/reply', 'review.reply', limited),
    route('user', 'POST', '/reviews/:id/report', 'review.report', limited),
  ],
};
