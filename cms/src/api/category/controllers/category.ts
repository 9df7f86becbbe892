import type { Context } from 'koa';
import { adminCategorySchema } from '@souk/domain';
import { badRequest } from '../../../lib/http-error';
import { parseOr400, requestBody } from '../../../lib/validate';
import { getService } from '../../../lib/services';

export default () => ({
  async find(ctx: Context) {
    const { locale, ...rest } = ctx.query as Record<string, unknown>;
    const unknown = Object.keys(rest)[0];
    if (unknown) throw badRequest('unknownField', unknown);
    if (locale !== undefined && locale !== 'fr' && locale !== 'ar') throw badRequest('languageUnknown');
    ctx.body = { data: await getService('category').list(locale === 'ar' ? 'ar' : 'fr') };
  },

  async create(ctx: Context) {
    const input = parseOr400(adminCategorySchema, requestBody(ctx));
    ctx.status = 201;
    ctx.body = { data: await getService('category').create(input) };
  },
});
