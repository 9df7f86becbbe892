import type { Context } from 'koa';
import { paginationQuerySchema } from '@souk/domain';
import { currentUser } from '../../../auth/actor';
import { getService } from '../../../services';
import { parseOr400 } from '../../../http/validate';

const listQuery = paginationQuerySchema(24);

export default () => ({
  /** GET /api/favorites: the listings the caller liked, newest like first, in the product list's shape. */
  async find(ctx: Context) {
    const user = currentUser(ctx);
    ctx.body = await getService('product').likedBy(user.id, parseOr400(listQuery, ctx.query));
  },
});
