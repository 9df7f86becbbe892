import type { Context } from 'koa';
import { adminUserCreateSchema, adminUserUpdateSchema, adminUserListQuerySchema } from '@souk/domain';
import { currentUser } from '../../../auth/actor';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';
import { answer } from '../../../http/answer';

const body = (ctx: Context) => requestBody(ctx);

export default () => {
  const service = () => getService('admin-user');
  return {
    async find(ctx: Context) {
      ctx.body = await service().list(parseOr400(adminUserListQuerySchema, ctx.query));
    },

    async create(ctx: Context) {
      const data = await service().create(parseOr400(adminUserCreateSchema, body(ctx)));
      ctx.status = 201;
      ctx.body = answer(data, 'userCreated');
    },

    async update(ctx: Context) {
      const admin = currentUser(ctx);
      const data = await service().update(String(ctx.params.id), parseOr400(adminUserUpdateSchema, body(ctx)), admin.id);
      ctx.body = answer(data, 'userUpdated');
    },

    async delete(ctx: Context) {
      ctx.body = answer(await service().remove(String(ctx.params.id)), 'userDeleted');
    },
  };
};
