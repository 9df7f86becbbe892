import type { Context } from 'koa';
import { MESSAGES } from '@souk/domain';
import { currentUser, isAdmin } from '../../../lib/actor';
import { forbidden } from '../../../lib/http-error';
import { getService } from '../../../lib/services';

export default () => ({
  /**
   * DELETE /api/auth/delete-account: the caller's own account, nothing else (DELETE bodies are not
   * read). Admin accounts are not deleted, by themselves or by another admin (SPEC 2.13).
   */
  async deleteAccount(ctx: Context) {
    const user = currentUser(ctx);
    if (isAdmin(user)) throw forbidden('adminCannotBeDeleted');
    const deleted = await getService('deletion').deleteUser(user.id);
    ctx.body = { data: deleted, message: MESSAGES.accountDeleted };
  },
});
