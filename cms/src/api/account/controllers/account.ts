import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { signInSchema, signUpSchema } from '@souk/domain';
import { currentUser } from '../../../lib/actor';
import { notFound } from '../../../lib/http-error';
import { parseOr400, requestBody } from '../../../lib/validate';
import { getService } from '../../../lib/services';
import { bumpSessionVersion } from '../../../lib/session-version';

const body = (ctx: Context) => requestBody(ctx);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getService('account');
  return {
    async signup(ctx: Context) {
      const input = parseOr400(signUpSchema, body(ctx));
      ctx.status = 201;
      ctx.body = await service().signUp(input);
    },

    async signin(ctx: Context) {
      ctx.body = await service().signIn(parseOr400(signInSchema, body(ctx)));
    },

    /** Ends the session on the server: the token (and every other one of the account) stops working. */
    async signout(ctx: Context) {
      await bumpSessionVersion(strapi, currentUser(ctx).id);
      ctx.body = { data: { signedOut: true } };
    },

    async profile(ctx: Context) {
      const profile = await service().profile(currentUser(ctx).id);
      if (!profile) throw notFound('profileNotFound');
      ctx.body = { data: profile };
    },
  };
};
