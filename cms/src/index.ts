import type { Core } from '@strapi/strapi';
import { appEnv, seedDemoEnabled } from './env';
import { ensureIndexes } from './bootstrap/indexes';
import { ensureMapGrid } from './bootstrap/map-grid';
import { ensureSearchWords } from './bootstrap/search-words';
import { WORD_PRICE_FOLD_CRON, foldWordPriceDeltas } from './bootstrap/word-price-counts';
import { isPostgres } from './db/sql';
import { ensureLifecycle } from './bootstrap/lifecycle';
import { LIFECYCLE_CRON } from './api/product/services/lifecycle';
import { ensurePopularity } from './bootstrap/popularity';
import { ensureFilterColumns } from './bootstrap/filter-columns';
import { syncPermissions } from './bootstrap/permissions';
import { ensureAdmin, ensureCategories } from './bootstrap/reference-data';
import { seedDemo } from './bootstrap/seed';
import { ensureDailyTable } from './api/advertisement/utils/ad-performance';
import { ensureSessionsTable } from './auth/sessions';
import { ensureVisitsTable, VIEW_FLUSH_CRON } from './api/product/services/views';
import { ALERT_DIGEST_CRON, ALERT_JOBS_CRON, ensureAlertTables } from './api/saved-search/utils/tables';
import { ensureIdempotencyTable } from './http/idempotency-store';
import { ensureStudioAdmin, studioAdminCredentials } from './bootstrap/studio-admin';
import { configureStudio } from './studio/setup';
import { keepAliveOnDatabaseErrors } from './db/availability';
import { ensureEditorRole, restrictSuperAdmin } from './studio/roles';
import { registerStudioRules } from './studio/rules';
import { installShortcuts } from './framework/index';
import { REGISTER_SHORTCUTS } from './framework/shortcuts';
import { getService } from './services';
import { UIDS } from './db/tables';
import { clearProductReads } from './api/product/utils/read-cache';
import { clearFirstScreenRenders } from './site/first-screen-render';
import { startCacheBus } from './cache/cache-bus';
import { closeRedis, redisReady, sharedRedis, useRedisLogger } from './cache/redis';
import { removeFilesWithDocuments } from './storage/orphan-files';
import { ensureBucket } from './storage/bucket';
import { drain, trackRequests } from './http/graceful-shutdown';

/**
 * With REDIS_URL, connects before the plugins' bootstraps write anything, so the first writes and
 * requests already go through Redis; a Redis that does not answer delays the boot by a few
 * seconds, never stops it.
 */
async function connectRedis(strapi: Core.Strapi) {
  useRedisLogger(strapi.log);
  const redis = sharedRedis();
  if (!redis) return;
  const ready = await redisReady(redis, 3000);
  await startCacheBus(ready ? 3000 : 0);
  strapi.log.info(ready ? '[redis] shared abuse limits and cache invalidation on' : '[redis] not reachable yet: in-process limits until it answers');
}

const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    appEnv(); // fail fast on a bad configuration
    keepAliveOnDatabaseErrors(strapi);
    await connectRedis(strapi);
    // The measured stand-ins for Strapi internals (src/framework/; FRAMEWORK_SHORTCUTS=off runs Strapi's own).
    const shortcuts = installShortcuts(strapi, REGISTER_SHORTCUTS);
    if (shortcuts.length > 0) strapi.log.info(`[framework] shortcuts on: ${shortcuts.join(', ')}`);
    // search_text and the filter columns follow every product write, including edits made in the studio; the cached
    // reads (pages, totals, category counts) are cleared by every product or category write.
    strapi.documents.use(async (ctx, next) => {
      const result = await next();
      // Inside a transaction the API's write service refreshes them itself, on that transaction;
      // refreshed before the caches drop, so no read caches the listing without its filter columns.
      if (ctx.uid === UIDS.product && (ctx.action === 'create' || ctx.action === 'update') && !strapi.db.inTransaction()) {
        const documentId = (result as { documentId?: string } | null)?.documentId;
        if (documentId) await getService('product-write').refreshDerived(documentId);
      }
      if ((ctx.uid === UIDS.product || ctx.uid === UIDS.category) && WRITE_ACTIONS.has(ctx.action)) await clearProductReads();
      // A landing page drawn by the server may show any of it (a banner, a category, a listing).
      if (WRITE_ACTIONS.has(ctx.action)) clearFirstScreenRenders();
      return result;
    });
    removeFilesWithDocuments(strapi);
    registerStudioRules(strapi);
    restrictSuperAdmin(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    trackRequests(strapi.server.httpServer);
    await ensureBucket(strapi.log);
    await ensureIndexes(strapi);
    await ensureLifecycle(strapi);
    await ensureMapGrid(strapi);
    await ensurePopularity(strapi);
    await ensureFilterColumns(strapi);
    await ensureSearchWords(strapi);
    await ensureDailyTable(strapi);
    await ensureSessionsTable(strapi);
    await ensureAlertTables(strapi);
    await ensureVisitsTable(strapi);
    // Every replica polls the alert queue; SKIP LOCKED gives each job to one of them (ARCHITECTURE, Decisions: alerts).
    strapi.cron.add({
      alertJobs: { task: async () => getService('alert-jobs').kick(), options: { rule: ALERT_JOBS_CRON } },
      // Each replica writes the views it buffered; the visits' primary key counts each one once (services/views.ts).
      productViews: { task: () => getService('product-views').flush().catch((e: unknown) => strapi.log.error(`[views] flush: ${String(e)}`)), options: { rule: VIEW_FLUSH_CRON } },
      alertDigests: { task: () => getService('alert-digest').sendDue().catch((e: unknown) => strapi.log.error(`[alerts] digests: ${String(e)}`)), options: { rule: ALERT_DIGEST_CRON } },
      // The word counts' deltas into their counts (PostgreSQL); a replica finding another folding skips its turn.
      ...(isPostgres(strapi)
        ? { wordPriceFold: { task: () => foldWordPriceDeltas(strapi.db.connection).catch((e: unknown) => strapi.log.error(`[search] word counts fold: ${String(e)}`)), options: { rule: WORD_PRICE_FOLD_CRON } } }
        : {}),
      // Reminders, expiry and closing sold pages: each rule claims its rows, so every replica may run it.
      listingLifecycle: { task: () => getService('listing-lifecycle').run().catch((e: unknown) => strapi.log.error(`[lifecycle] ${String(e)}`)), options: { rule: LIFECYCLE_CRON } },
    });
    await ensureIdempotencyTable(strapi.db.connection);
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

  /**
   * SIGTERM (Strapi's signal handler calls destroy, then exits 0): Strapi's cron has stopped; the
   * requests being served finish (at most 10 s) before Strapi cuts the connections and closes the
   * pool, and Redis closes here.
   */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // `strapi develop` reloads through destroy on every change: no proxy to wait for there.
    const env = appEnv();
    const report = await drain(strapi.server.httpServer, { idleWaitMs: env.NODE_ENV === 'development' ? 0 : env.SHUTDOWN_IDLE_WAIT_MS });
    // The views buffered since the last flush are not lost to a restart.
    await getService('product-views').flush().catch((e: unknown) => strapi.log.error(`[views] last flush: ${String(e)}`));
    strapi.log.info(`[shutdown] stopped accepting; ${report.inFlightAtStart} request(s) in flight finished in ${report.ms} ms${report.cut ? `, ${report.cut} cut at the 10 s bound` : ''}`);
    await closeRedis();
  },
};
