import type { Context } from 'koa';
import { deleteAccountSchema } from '@souk/domain';
import { currentUser, isAdmin } from '../../../auth/actor';
import { forbidden } from '../../../http/errors';
import { clearRefreshCookie } from '../../../auth/refresh-cookie';
import { getService } from '../../../services';
import { parseOr400, requestBody } from '../../../http/validate';
import { answer } from '../../../http/answer';

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
