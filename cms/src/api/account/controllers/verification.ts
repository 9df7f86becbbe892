import type { Context } from 'koa';
import { confirmEmailSchema, forgotPasswordSchema, resetPasswordSchema } from '@souk/domain';
import { currentUser } from '../../../auth/actor';
import { getService } from '../../../services';
import { parseOr400, requestBody } from '../../../http/validate';
import { answer } from '../../../http/answer';

export default () => {
  const service = () => getService('verification');
  return {
    /** The same answer whether or not the address has an account. */
    async forgotPassword(ctx: Context) {
      const { email } = parseOr400(forgotPasswordSchema, requestBody(ctx));
      await service().requestPasswordReset(email);
      ctx.body = answer({ sent: true }, 'forgotPasswordSent');
    },

    async resetPassword(ctx: Context) {
      const { token, password } = parseOr400(resetPasswordSchema, requestBody(ctx));
      await service().resetPassword(token, password);
      ctx.body = answer({ reset: true }, 'passwordResetDone');
    },

    async confirmEmail(ctx: Context) {
      const { token } = parseOr400(confirmEmailSchema, requestBody(ctx));
      ctx.body = answer(await service().confirmEmail(token), 'emailConfirmed');
    },

    async resendConfirmation(ctx: Context) {
      const user = currentUser(ctx);
      await service().sendConfirmation(user.id, { throttle: true });
      ctx.body = answer({ sent: true }, 'confirmationSent');
    },
  };
};
