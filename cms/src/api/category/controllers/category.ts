import type { Context } from 'koa';
import { badRequest } from '../../../http/errors';
import { dataEnvelope } from '../../../cache/envelope';
import { getService } from '../../../services';
import adminCategory from '../../admin/controllers/category';

export default () => {
  // SPEC's POST/PUT/DELETE /api/categories are the admin space's actions, not a copy of them.
  const { create, update, delete: remove } = adminCategory();
  return {
    async find(ctx: Context) {
      const { locale, ...rest } = ctx.query as Record<string, unknown>;
      const unknown = Object.keys(rest)[0];
      if (unknown) throw badRequest('unknownField', unknown);
      if (locale !== undefined && locale !== 'fr' && locale !== 'ar') throw badRequest('languageUnknown');
      ctx.body = dataEnvelope(await getService('category').list(locale === 'ar' ? 'ar' : 'fr'));
    },
    create,
    update,
    delete: remove,
  };
};
