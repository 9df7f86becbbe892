import type { Context } from 'koa';
import { adminCategorySchema } from '@souk/domain';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';
import { answer } from '../../../http/answer';

const input = (ctx: Context) => parseOr400(adminCategorySchema, requestBody(ctx));

export default () => {
  const service = () => getService('admin-category');
  return {
    async find(ctx: Context) {
      ctx.body = { data: await service().list() };
    },

    async create(ctx: Context) {
      const data = await service().create(input(ctx));
      ctx.status = 201;
      ctx.body = answer(data, 'categoryCreated');
    },

    async update(ctx: Context) {
      ctx.body = answer(await service().update(String(ctx.params.id), input(ctx)), 'categoryUpdated');
    },

    async delete(ctx: Context) {
      ctx.body = answer(await service().remove(String(ctx.params.id)), 'categoryDeleted');
    },
  };
};
