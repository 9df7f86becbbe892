import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@souk/domain';
import { currentUser } from '../../../lib/actor';
import type { DeletionService } from '../services/deletion';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** DELETE /api/auth/delete-account: the caller's own account, nothing else (DELETE bodies are not read). */
  async deleteAccount(ctx: Context) {
    const user = currentUser(ctx);
    const deleted = await (strapi.service('api::account.deletion') as DeletionService).deleteUser(user.id);
    ctx.body = { data: deleted, message: MESSAGES.accountDeleted };
  },
});
