import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { paginationQuerySchema } from '@souk/domain';
import { currentUser } from '../../../lib/actor';
import { parseOr400 } from '../../../lib/validate';

const listQuery = paginationQuerySchema(24);

interface LikedListings {
  likedBy(userId: number, page: { page: number; pageSize: number }): Promise<{ data: unknown[]; meta: unknown }>;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/favorites: the listings the caller liked, newest like first, in the product list's shape. */
  async find(ctx: Context) {
    const user = currentUser(ctx);
    ctx.body = await (strapi.service('api::product.product') as unknown as LikedListings).likedBy(user.id, parseOr400(listQuery, ctx.query));
  },
});
