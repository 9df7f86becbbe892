import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { profilePatchSchema, profileSchema } from '@souk/domain';
import { currentUser } from '../../../lib/actor';
import { parseOr400, requestBody } from '../../../lib/validate';
import type { ProfileService } from '../services/profile';

const body = (ctx: Context) => requestBody(ctx);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::account.profile') as ProfileService;
  return {
    async update(ctx: Context) {
      const user = currentUser(ctx);
      ctx.body = { data: await service().update(user.id, parseOr400(profileSchema, body(ctx))) };
    },

    /** Settings: `{ data, token? }` — a token is present when the password changed (other sessions ended). */
    async patch(ctx: Context) {
      const user = currentUser(ctx);
      const { profile, token } = await service().patch(user.id, parseOr400(profilePatchSchema, body(ctx)));
      ctx.body = token ? { data: profile, token } : { data: profile };
    },

    async publicProfile(ctx: Context) {
      ctx.body = { data: await service().publicProfile(String(ctx.params.id)) };
    },
  };
};
