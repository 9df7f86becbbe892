import type { Context } from 'koa';
import { getService } from '../../../services';

export default () => ({
  async find(ctx: Context) {
    ctx.body = await getService('admin-stats').compute();
  },
  async health(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getService('admin-stats').health();
  },
});
