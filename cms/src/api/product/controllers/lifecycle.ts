import type { Context } from 'koa';
import { alertRunSchema } from '@souk/domain';
import { actorOf } from '../../../auth/actor';
import { answer } from '../../../http/answer';
import { badRequest, conflict } from '../../../http/errors';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';

/** A listing's renewal, sale and the time rules' run (services/lifecycle.ts holds the rules). */
export default () => {
  const lifecycle = () => getService('listing-lifecycle');

  return {
    /** POST /api/products/:id/sold (owner). */
    async markSold(ctx: Context) {
      ctx.body = answer(await lifecycle().markSold(String(ctx.params.id), actorOf(ctx)), 'listingMarkedSold');
    },

    /** POST /api/products/:id/renew (owner): 60 days from now. */
    async renew(ctx: Context) {
      ctx.body = answer(await lifecycle().renew(String(ctx.params.id), actorOf(ctx)), 'listingRenewed');
    },

    /** POST /api/products/renew { token } (public): the reminder e-mail's one-click link. */
    async renewWithToken(ctx: Context) {
      const result = await lifecycle().renewWithToken(requestBody(ctx).token);
      if (result === 'invalid') throw badRequest('renewLinkInvalid');
      if (result === 'used') throw conflict('renewLinkUsed');
      if (result === 'sold') throw conflict('renewNotAllowed');
      ctx.body = answer(result, 'listingRenewed');
    },

    /** GET /api/products/mine (user): the caller's listings in every state, for 'Mes annonces'. */
    async mine(ctx: Context) {
      ctx.body = await getService('product').ownList(actorOf(ctx).documentId);
    },

    /** POST /api/admin/listing-lifecycle/run { now? } (admin): the time rules at `now` (operators, and the tests' clock). */
    async run(ctx: Context) {
      const { now } = parseOr400(alertRunSchema, requestBody(ctx));
      ctx.body = { data: await lifecycle().run(now ? Date.parse(now) : Date.now()) };
    },
  };
};
