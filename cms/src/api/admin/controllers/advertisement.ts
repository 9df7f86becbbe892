import type { Context } from 'koa';
import { getService } from '../../../services';

export default () => ({
  /** GET /api/admin/advertisements/stats: each banner's impressions, clicks and CTR, overall and per day. */
  async stats(ctx: Context) {
    ctx.body = { data: await getService('advertisement').performance() };
  },
});
