import type { Context } from 'koa';
import { getService } from '../../../services';

export default () => ({
  async find(ctx: Context) {
    ctx.body = await getService('admin-stats').compute();
  },
});
