import type { Context } from 'koa';
import { getService } from '../../../services';

export default () => ({
  async public(ctx: Context) {
    ctx.body = await getService('stats').publicStats();
  },
});
