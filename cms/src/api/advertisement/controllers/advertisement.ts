import type { Context } from 'koa';
import { advertisementQuerySchema, emptyBodySchema } from '@souk/domain';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';

const noBody = (ctx: Context) => parseOr400(emptyBodySchema, requestBody(ctx));

export default () => {
  const service = () => getService('advertisement');
  return {
    async find(ctx: Context) {
      ctx.body = { data: await service().active(parseOr400(advertisementQuerySchema, ctx.query)) };
    },

    async impression(ctx: Context) {
      noBody(ctx);
      await service().recordImpression(String(ctx.params.id));
      ctx.body = { ok: true };
    },

    async click(ctx: Context) {
      noBody(ctx);
      ctx.body = { target_url: await service().recordClick(String(ctx.params.id)) };
    },
  };
};
