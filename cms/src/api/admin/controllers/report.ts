import type { Context } from 'koa';
import { ISSUE, REPORT_STATUSES, optionalField, paginationQuerySchema, parseOptionFilter, reportResolveSchema, strictBody } from '@souk/domain';
import { currentUser } from '../../../auth/actor';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';

const statusQuery = strictBody({ status: optionalField(parseOptionFilter(REPORT_STATUSES, ISSUE.invalidInput)) });

export default () => {
  const service = () => getService('report');
  return {
    /** GET /api/admin/reports?status=open|hidden|dismissed|seller_deactivated|all&page=&pageSize= */
    async find(ctx: Context) {
      const { status, ...rest } = ctx.query as Record<string, unknown>;
      const filter = parseOr400(statusQuery, { status });
      const pagination = parseOr400(paginationQuerySchema(), rest);
      ctx.body = await service().list({ ...pagination, status: filter.status ?? undefined });
    },

    /** POST /api/admin/reports/:id/resolve { action: hide | dismiss | deactivate_seller } */
    async resolve(ctx: Context) {
      const { action } = parseOr400(reportResolveSchema, requestBody(ctx));
      ctx.body = { data: await service().resolve(String(ctx.params.id), action, currentUser(ctx).id) };
    },
  };
};
