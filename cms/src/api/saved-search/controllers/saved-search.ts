import type { Context } from 'koa';
import { emptyBodySchema, savedSearchCreateSchema, savedSearchPatchSchema } from '@souk/domain';
import { currentUser } from '../../../auth/actor';
import { answer } from '../../../http/answer';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';

export default () => {
  const service = () => getService('saved-search');
  return {
    async find(ctx: Context) {
      ctx.body = { data: await service().list(currentUser(ctx).id) };
    },

    async create(ctx: Context) {
      const user = currentUser(ctx);
      const input = parseOr400(savedSearchCreateSchema, requestBody(ctx));
      ctx.status = 201;
      ctx.body = answer(await service().create(user.id, input), 'savedSearchCreated');
    },

    async update(ctx: Context) {
      const user = currentUser(ctx);
      const patch = parseOr400(savedSearchPatchSchema, requestBody(ctx));
      ctx.body = answer(await service().update(user.id, String(ctx.params.id), patch), 'savedSearchUpdated');
    },

    async seen(ctx: Context) {
      const user = currentUser(ctx);
      parseOr400(emptyBodySchema, requestBody(ctx));
      ctx.body = { data: await service().markSeen(user.id, String(ctx.params.id)) };
    },

    async delete(ctx: Context) {
      const user = currentUser(ctx);
      ctx.body = answer(await service().remove(user.id, String(ctx.params.id)), 'savedSearchDeleted');
    },

    /** Operators (and the tests, in place of a clock): handles the queued alert jobs now. */
    async runJobs(ctx: Context) {
      parseOr400(emptyBodySchema, requestBody(ctx));
      ctx.body = { data: { claimed: await getService('alert-jobs').drain() } };
    },
  };
};
