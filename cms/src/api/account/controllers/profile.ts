import type { Context } from 'koa';
import { profilePatchSchema, profileSchema } from '@souk/domain';
import { currentSessionId, currentUser } from '../../../auth/actor';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';

const body = (ctx: Context) => requestBody(ctx);

export default () => {
  const service = () => getService('profile');
  return {
    async update(ctx: Context) {
      const user = currentUser(ctx);
      ctx.body = { data: await service().update(user.id, parseOr400(profileSchema, body(ctx))) };
    },

    /** Settings: `{ data, token? }` — a token is present when the password changed (other sessions ended, this one goes on). */
    async patch(ctx: Context) {
      const user = currentUser(ctx);
      const { profile, token } = await service().patch(user.id, parseOr400(profilePatchSchema, body(ctx)), currentSessionId(ctx));
      ctx.body = token ? { data: profile, token } : { data: profile };
    },

    async publicProfile(ctx: Context) {
      ctx.body = { data: await service().publicProfile(String(ctx.params.id)) };
    },
  };
};
