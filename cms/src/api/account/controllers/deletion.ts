import type { Context } from 'koa';
import { deleteAccountSchema } from '@souk/domain';
import { currentUser, isAdmin } from '../../../lib/actor';
import { forbidden } from '../../../lib/http-error';
import { clearRefreshCookie } from '../../../lib/refresh-cookie';
import { getService } from '../../../lib/services';
import { parseOr400, requestBody } from '../../../lib/validate';
import { answer } from '../../../lib/answer';

export default () => ({
  /**
   * DELETE /api/auth/delete-account `{ password }`: the caller's own account, nothing else, and
   * only with its password (a token left on a shared computer is not enough). Admin accounts are
   * not deleted, by themselves or by another admin (SPEC 2.13).
   */
  async deleteAccount(ctx: Context) {
    const user = currentUser(ctx);
    if (isAdmin(user)) throw forbidden('adminCannotBeDeleted');
    const { password } = parseOr400(deleteAccountSchema, requestBody(ctx));
    await getService('deletion').checkPassword(user.id, password);
    const deleted = await getService('deletion').deleteUser(user.id);
    clearRefreshCookie(ctx); // its session rows went with the account
    ctx.body = answer(deleted, 'accountDeleted');
  },
});
