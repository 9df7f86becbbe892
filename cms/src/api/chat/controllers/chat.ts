import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { chatRequestSchema } from '@souk/domain';
import { parseOr400, requestBody } from '../../../lib/validate';
import type { ChatService } from '../services/chat';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** `userContext` is accepted for the client's sake but never trusted: the bot answers the same to everyone. */
  async reply(ctx: Context) {
    const { message, locale } = parseOr400(chatRequestSchema, requestBody(ctx));
    ctx.body = await (strapi.service('api::chat.chat') as ChatService).reply(message, locale);
  },
});
