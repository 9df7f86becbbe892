import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { AdminStatsService } from '../services/stats';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = await (strapi.service('api::admin.stats') as AdminStatsService).compute();
  },
});
