import type { Context } from 'koa';
import { messageSendSchema, paginationQuerySchema } from '@souk/domain';
import { currentUser } from '../../../auth/actor';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';

const listQuery = paginationQuerySchema(50);

export default () => {
  const conversations = () => getService('conversation');
  const messages = () => getService('message');

  return {
    async find(ctx: Context) {
      const user = currentUser(ctx);
      ctx.body = await messages().listForUser(user.id, parseOr400(listQuery, ctx.query));
    },

    /** Into a conversation of the caller, or to a product's seller (the conversation starts if needed). */
    async create(ctx: Context) {
      const user = currentUser(ctx);
      const input = parseOr400(messageSendSchema, requestBody(ctx));
      const ref = input.conversation_id
        ? await conversations().forParticipant(input.conversation_id, user.id)
        : (await conversations().getOrCreate(user.id, input.product_id!)).ref;
      ctx.status = 201;
      ctx.body = { data: await messages().send(ref, user, input.content) };
    },

    /** The caller's thread(s) about a product: theirs as a buyer, or every buyer's as its seller. */
    async forProduct(ctx: Context) {
      const user = currentUser(ctx);
      const pagination = parseOr400(listQuery, ctx.query);
      const refs = await conversations().aboutProduct(String(ctx.params.id), user.id);
      const thread = await messages().thread(user.id, refs.map((r) => r.id), pagination);
      ctx.body = { data: thread.data, meta: { pagination: thread.meta.pagination, conversations: refs.map((r) => r.documentId) } };
    },
  };
};
