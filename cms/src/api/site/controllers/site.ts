import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { DEMO_ADMIN } from '../../../bootstrap/demo-data';
import { seedDemoEnabled } from '../../../env';

/**
 * GET /api/site-info: what /admin-info may show. The demo admin's credentials only while demo data
 * is enabled and that account really exists; a real deployment answers `demo: false` and no account.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async info(ctx: Context) {
    const seeded = seedDemoEnabled() && Boolean(await strapi.db.connection('up_users').whereRaw('lower(email) = ?', [DEMO_ADMIN.email]).first('id'));
    ctx.body = { data: { demo: seeded, demoAdmin: seeded ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : null } };
  },
});
