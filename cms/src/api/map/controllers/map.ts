import type { Context } from 'koa';
import { geocodeQuerySchema } from '@souk/domain';
import { appEnv } from '../../../env';
import { HttpError } from '../../../http/errors';
import { getService } from '../../../services';
import { parseOr400 } from '../../../http/validate';

export default () => ({
  /** What the browser needs to draw maps: the tile server is configuration, not code. */
  async config(ctx: Context) {
    const env = appEnv();
    ctx.body = { data: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION } };
  },

  async geocode(ctx: Context) {
    const { q } = parseOr400(geocodeQuerySchema, ctx.query);
    try {
      ctx.body = await getService('geocoder').search(q);
    } catch (error) {
      // Strapi replaces the message of any 5xx with its English reason phrase: this one is ours to explain.
      if (!(error instanceof HttpError) || error.status < 500) throw error;
      ctx.status = error.status;
      ctx.body = { data: null, error: { status: error.status, name: error.name, message: error.message, details: error.details } };
    }
  },
});
