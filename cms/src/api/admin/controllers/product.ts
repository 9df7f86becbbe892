import type { Context } from 'koa';
import { MESSAGES, adminProductSchema } from '@souk/domain';
import { actorOf } from '../../../lib/actor';
import { parseOr400, requestBody } from '../../../lib/validate';
import { getService } from '../../../lib/services';

const input = (ctx: Context) => parseOr400(adminProductSchema, requestBody(ctx));

export default () => {
  const service = () => getService('admin-product');
  return {
    async create(ctx: Context) {
      const data = await service().create(input(ctx), actorOf(ctx));
      ctx.status = 201;
      ctx.body = { data, message: MESSAGES.productCreated };
    },

    async update(ctx: Context) {
      ctx.body = { data: await service().update(String(ctx.params.id), input(ctx), actorOf(ctx)), message: MESSAGES.productUpdated };
    },

    async delete(ctx: Context) {
      ctx.body = { data: await service().remove(String(ctx.params.id), actorOf(ctx)), message: MESSAGES.productDeletedTitle };
    },
  };
};
