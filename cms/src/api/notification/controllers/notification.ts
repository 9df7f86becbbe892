import type { Context } from 'koa';
import { emptyBodySchema, NOTIFICATIONS_PAGE_SIZE, paginationQuerySchema } from '@souk/domain';
import { currentUser } from '../../../auth/actor';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';
import { answer } from '../../../http/answer';

const listQuery = paginationQuerySchema(NOTIFICATIONS_PAGE_SIZE);
const noBody = (ctx: Context) => parseOr400(emptyBodySchema, requestBody(ctx));

export default () => {
  const service = () => getService('notification');
  return {
    async find(ctx: Context) {
      const user = currentUser(ctx);
      ctx.body = await service().list(user.id, parseOr400(listQuery, ctx.query));
    },

    async unreadCount(ctx: Context) {
      ctx.body = { count: await service().unreadCount(currentUser(ctx).id) };
    },

    async markRead(ctx: Context) {
      const user = currentUser(ctx);
      noBody(ctx);
      ctx.body = { data: await service().markRead(user.id, String(ctx.params.id)) };
    },

    async markAllRead(ctx: Context) {
      const user = currentUser(ctx);
      noBody(ctx);
      const updated = await service().markAllRead(user.id);
      ctx.body = answer({ updated }, 'allNotificationsRead');
    },

    async delete(ctx: Context) {
      const user = currentUser(ctx);
      ctx.body = answer(await service().remove(user.id, String(ctx.params.id)), 'notificationDeleted');
    },
  };
};
