import type { Context } from 'koa';
import { adminProductListQuerySchema, adminProductSchema } from '@souk/domain';
import { categoryExists, loadCategories } from '../../category/utils/category-registry';
import { badRequest } from '../../../http/errors';
import { actorOf } from '../../../auth/actor';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';
import { answer } from '../../../http/answer';

const input = (ctx: Context) => parseOr400(adminProductSchema, requestBody(ctx));

export default () => {
  const service = () => getService('admin-product');
  return {
    /** Every listing, hidden ones included, newest first; search over title and description. */
    async find(ctx: Context) {
      const q = parseOr400(adminProductListQuerySchema, ctx.query);
      if (q.category) {
        await loadCategories(strapi);
        if (!categoryExists(q.category)) throw badRequest('categoryUnknown');
      }
      ctx.body = await getService('product').list({
        category: q.category,
        status: q.status,
        titleOrDescription: q.search,
        includeHidden: true,
        sort: { field: 'created_at', order: 'desc' },
        page: q.page,
        pageSize: q.pageSize,
      });
    },

    async create(ctx: Context) {
      const data = await service().create(input(ctx), actorOf(ctx));
      ctx.status = 201;
      ctx.body = answer(data, 'productCreated');
    },

    async update(ctx: Context) {
      ctx.body = answer(await service().update(String(ctx.params.id), input(ctx), actorOf(ctx)), 'productUpdated');
    },

    async delete(ctx: Context) {
      ctx.body = answer(await service().remove(String(ctx.params.id), actorOf(ctx)), 'productDeletedTitle');
    },
  };
};
