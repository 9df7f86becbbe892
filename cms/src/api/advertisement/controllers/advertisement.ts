import type { Context } from 'koa';
import { advertisementPreviewQuerySchema, advertisementQuerySchema, emptyBodySchema } from '@souk/domain';
import { forbidden } from '../../../http/errors';
import { readPreviewToken } from '../../../auth/preview-token';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';

const noBody = (ctx: Context) => parseOr400(emptyBodySchema, requestBody(ctx));

export default () => {
  const service = () => getService('advertisement');
  return {
    async find(ctx: Context) {
      ctx.body = { data: await service().active(parseOr400(advertisementQuerySchema, ctx.query)) };
    },

    /** A banner's draft, for the page the studio's preview opened (never cached: no-store). */
    async preview(ctx: Context) {
      const claim = readPreviewToken(parseOr400(advertisementPreviewQuerySchema, ctx.query).token);
      if (!claim) throw forbidden('previewLinkInvalid');
      ctx.body = { data: await service().preview(claim.documentId, claim.locale) };
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
