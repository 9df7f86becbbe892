import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { AdvertisementService } from '../../advertisement/services/advertisement';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/admin/advertisements/stats: each banner's impressions, clicks and CTR, overall and per day. */
  async stats(ctx: Context) {
    ctx.body = { data: await (strapi.service('api::advertisement.advertisement') as AdvertisementService).performance() };
  },
});
