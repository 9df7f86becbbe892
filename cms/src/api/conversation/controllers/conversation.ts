import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { conversationCreateSchema, emptyBodySchema, messageContentSchema, paginationQuerySchema, threadQuerySchema } from '@souk/domain';
import { currentUser } from '../../../auth/actor';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';
import { answer } from '../../../http/answer';

const body = (ctx: Context) => requestBody(ctx);
const listQuery = paginationQuerySchema(50);

export default () => {
  const conversations = () => getService('conversation');
  const messages = () => getService('message');

  return {
    /** The list answers 304 to a poll whose `If-None-Match` still matches: nothing changed since. */
    async find(ctx: Context) {
      const user = currentUser(ctx);
      const pagination = parseOr400(listQuery, ctx.query);
      const etag = `W/"${createHash('sha1').update(`${pagination.page}:${pagination.pageSize}:${await conversations().listVersion(user.id)}`).digest('base64url')}"`;
      ctx.set('ETag', etag);
      ctx.set('Cache-Control', 'private, no-cache');
      if (ctx.get('If-None-Match') === etag) {
        ctx.status = 304;
        return;
      }
      ctx.body = await conversations().list(user.id, pagination);
    },

    async unreadCount(ctx: Context) {
      const user = currentUser(ctx);
      ctx.body = { count: await conversations().unreadCount(user.id) };
    },

    async block(ctx: Context) {
      const user = currentUser(ctx);
      parseOr400(emptyBodySchema, body(ctx));
      const ref = await conversations().forParticipant(String(ctx.params.id), user.id);
      await conversations().block(ref, user.id);
      ctx.body = answer(await conversations().one(ref, user.id), 'userBlocked');
    },

    async unblock(ctx: Context) {
      const user = currentUser(ctx);
      const ref = await conversations().forParticipant(String(ctx.params.id), user.id);
      await conversations().unblock(ref, user.id);
      ctx.body = answer(await conversations().one(ref, user.id), 'userUnblocked');
    },

    /** Idempotent per product and buyer: 201 when started, 200 with the same id afterwards. */
    async create(ctx: Context) {
      const user = currentUser(ctx);
      const input = parseOr400(conversationCreateSchema, body(ctx));
      const { ref, created } = await conversations().getOrCreate(user.id, input.product_id, input.seller_id);
      ctx.status = created ? 201 : 200;
      ctx.body = { id: ref.documentId, data: await conversations().one(ref, user.id) };
    },

    async messages(ctx: Context) {
      const user = currentUser(ctx);
      const query = parseOr400(threadQuerySchema, ctx.query);
      const ref = await conversations().forParticipant(String(ctx.params.id), user.id);
      ctx.body = await messages().threadPage(user.id, ref.id, query);
    },

    async send(ctx: Context) {
      const user = currentUser(ctx);
      const { content } = parseOr400(messageContentSchema, body(ctx));
      const ref = await conversations().forParticipant(String(ctx.params.id), user.id);
      ctx.status = 201;
      ctx.body = { data: await messages().send(ref, user, content) };
    },
  };
};
