import type { Context } from 'koa';
import { signInSchema, signUpSchema } from '@souk/domain';
import { currentUser } from '../../../lib/actor';
import { notFound } from '../../../lib/http-error';
import { parseOr400, requestBody } from '../../../lib/validate';
import { getService } from '../../../lib/services';

const body = (ctx: Context) => requestBody(ctx);

export default () => {
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

    async profile(ctx: Context) {
      const profile = await service().profile(currentUser(ctx).id);
      if (!profile) throw notFound('profileNotFound');
      ctx.body = { data: profile };
    },
  };
};
