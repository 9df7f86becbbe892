import type { Context } from 'koa';
import { reportSchema } from '@souk/domain';
import { currentUser } from '../../../auth/actor';
import { parseOr400, requestBody } from '../../../http/validate';
import { answer } from '../../../http/answer';
import { getService } from '../../../services';

export default () => ({
  /** POST /api/products/:id/report */
  async create(ctx: Context) {
    const input = parseOr400(reportSchema, requestBody(ctx));
    const data = await getService('report').create(currentUser(ctx), String(ctx.params.id), input);
    ctx.status = 201;
    ctx.body = answer(data, 'reportSent');
  },
});
