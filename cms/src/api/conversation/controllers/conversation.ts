import type { Context } from 'koa';
import { conversationCreateSchema, messageContentSchema, paginationQuerySchema } from '@souk/domain';
import { currentUser } from '../../../lib/actor';
import { parseOr400, requestBody } from '../../../lib/validate';
import { getService } from '../../../lib/services';

const body = (ctx: Context) => requestBody(ctx);
const listQuery = paginationQuerySchema(50);

export default () => {
  const conversations = () => getService('conversation');
  const messages = () => getService('message');

  return {
    async find(ctx: Context) {
      const user = currentUser(ctx);
      ctx.body = await conversations().list(user.id, parseOr400(listQuery, ctx.query));
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
      const pagination = parseOr400(listQuery, ctx.query);
      const ref = await conversations().forParticipant(String(ctx.params.id), user.id);
      ctx.body = await messages().thread(user.id, [ref.id], pagination);
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
