import type { Core } from '@strapi/strapi';
import { appEnv, seedDemoEnabled } from './env';
import { ensureIndexes } from './bootstrap/indexes';
import { ensureMapGrid } from './bootstrap/map-grid';
import { syncPermissions } from './bootstrap/permissions';
import { ensureAdmin, ensureCategories } from './bootstrap/reference-data';
import { seedDemo } from './bootstrap/seed';
import { ensureDailyTable } from './lib/ad-performance';
import { ensureStudioAdmin, studioAdminCredentials } from './bootstrap/studio-admin';
import { configureStudio } from './lib/studio-setup';
import { keepAliveOnDatabaseErrors } from './lib/db-availability';
import { ensureEditorRole, restrictSuperAdmin } from './lib/studio-roles';
import { registerStudioRules } from './lib/studio-rules';
import bodyMiddleware from './middlewares/body';
import { getService } from './lib/services';
import { UIDS } from './lib/tables';
import { clearProductReads } from './api/product/utils/read-cache';

const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    appEnv(); // fail fast on a bad configuration
    keepAliveOnDatabaseErrors(strapi);
    // Strapi insists on a middleware named strapi::body; ours takes its place (see its header).
    (strapi.get('middlewares') as { set(uid: string, factory: unknown): unknown }).set('strapi::body', bodyMiddleware);
    // search_text follows every product write, including edits made in the studio; the cached
    // reads (pages, totals, category counts) are cleared by every product or category write.
    strapi.documents.use(async (ctx, next) => {
      const result = await next();
      if ((ctx.uid === UIDS.product || ctx.uid === UIDS.category) && WRITE_ACTIONS.has(ctx.action)) clearProductReads();
      // Inside a transaction the API's write service refreshes it itself, on that transaction.
      if (ctx.uid === UIDS.product && (ctx.action === 'create' || ctx.action === 'update') && !strapi.db.inTransaction()) {
        const documentId = (result as { documentId?: string } | null)?.documentId;
        if (documentId) await getService('product-write').refreshSearchText(documentId);
      }
      return result;
    });
    registerStudioRules(strapi);
    restrictSuperAdmin(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureIndexes(strapi);
    await ensureMapGrid(strapi);
    await ensureDailyTable(strapi);
    await syncPermissions(strapi);
    await ensureCategories(strapi);
    await configureStudio(strapi);
    const editorRoleId = await ensureEditorRole(strapi);
    const env = appEnv();
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await ensureAdmin(strapi, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    const studioAdmin = studioAdminCredentials(env, seedDemoEnabled(env));
    if (studioAdmin) await ensureStudioAdmin(strapi, studioAdmin);
    if (seedDemoEnabled(env)) await seedDemo(strapi, editorRoleId);
  },
};
