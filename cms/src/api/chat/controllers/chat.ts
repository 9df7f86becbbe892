import type { Context } from 'koa';
import { chatRequestSchema } from '@souk/domain';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';

export default () => ({
  /** `userContext` is accepted for the client's sake but never trusted: the bot answers the same to everyone. */
  async reply(ctx: Context) {
    const { message, locale } = parseOr400(chatRequestSchema, requestBody(ctx));
    ctx.body = await getService('chat').reply(message, locale);
  },
});
