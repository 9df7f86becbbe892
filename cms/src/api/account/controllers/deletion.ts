import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@souk/domain';
import { currentUser, isAdmin } from '../../../lib/actor';
import { forbidden } from '../../../lib/http-error';
import type { DeletionService } from '../services/deletion';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * DELETE /api/auth/delete-account: the caller's own account, nothing else (DELETE bodies are not
   * read). Admin accounts are not deleted, by themselves or by another admin (SPEC 2.13).
   */
  async deleteAccount(ctx: Context) {
    const user = currentUser(ctx);
    if (isAdmin(user)) throw forbidden('adminCannotBeDeleted');
    const deleted = await (strapi.service('api::account.deletion') as DeletionService).deleteUser(user.id);
    ctx.body = { data: deleted, message: MESSAGES.accountDeleted };
  },
});
