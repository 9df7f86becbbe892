import type { Context } from 'koa';
import { MESSAGES, adminCategorySchema } from '@souk/domain';
import { parseOr400, requestBody } from '../../../lib/validate';
import { getService } from '../../../lib/services';

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
      ctx.body = { data, message: MESSAGES.categoryCreated };
    },

    async update(ctx: Context) {
      ctx.body = { data: await service().update(String(ctx.params.id), input(ctx)), message: MESSAGES.categoryUpdated };
    },

    async delete(ctx: Context) {
      ctx.body = { data: await service().remove(String(ctx.params.id)), message: MESSAGES.categoryDeleted };
    },
  };
};
