import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { reportSchema } from '@souk/domain';
import { currentUser } from '../../../lib/actor';
import { parseOr400, requestBody } from '../../../lib/validate';
import type { ReportService } from '../services/report';
import { answer } from '../../../lib/answer';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/products/:id/report */
  async create(ctx: Context) {
    const input = parseOr400(reportSchema, requestBody(ctx));
    const data = await (strapi.service('api::report.report') as ReportService).create(currentUser(ctx), String(ctx.params.id), input);
    ctx.status = 201;
    ctx.body = answer(data, 'reportSent');
  },
});
