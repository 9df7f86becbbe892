import fs from 'fs';
import path from 'path';
import type { Context, Next } from 'koa';
import { landingPairOf, leadPhotoIndex, productListQuerySchema, type ApiProduct, type LandingPair } from '@souk/domain';
import { appEnv } from '../env';
import { findFirstScreen, firstScreenHints, parseFirstScreens, type FirstScreens } from '../site/first-screen-hints';
import { pageMeta, productIdOf, renderIndex, sellerIdOf, type LandingListings } from '../site/page-meta';
import { getService } from '../services';
import { robots, sitemap } from '../site/sitemap';
import { inlineBoot, withInlineBoot, type InlineBoot } from '../site/inline-boot';
import { inlineStylesheet, stylesheetLink, withInlineStylesheet, type InlineStylesheet } from '../site/inline-stylesheet';
import { cachedProduct, cachedProductList, cachedPromoted } from '../api/product/utils/cached-reads';
import { onProductReadsCleared } from '../api/product/utils/read-cache';
import { clearFirstScreenRenders, firstScreenRenderer, viewportOf, withFirstScreen } from '../site/first-screen-render';

// A drawn page shows product reads: it goes with them, in every replica (likes and SQL writes included).
onProductReadsCleared(clearFirstScreenRenders);

/**
 * Serves the built SPA (frontend/dist) on the same origin as the API: hashed assets cached for a
 * year (served precompressed when the build wrote .br/.gz next to them), and for every client route
 * that no server route answered, index.html with that page's own <head> (title, description, Open
 * Graph, JSON-LD — see lib/page-meta.ts), revalidated on every visit; on the landing pages, with
 * their first screen rendered in it (lib/first-screen-render.ts). Also /robots.txt and the
 * sitemaps. /api, /studio and /uploads are never shadowed. The boot script and the stylesheet are
 * written into each page (lib/inline-boot.ts, lib/inline-stylesheet.ts).
 */
const RESERVED = /^\/(api|studio|uploads|_health)(\/|$)/;
const SITEMAP = /^\/sitemap(-pages|-products-\d{1,6})?\.xml$/;
const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

export default () => {
  const siteDir = path.resolve(appEnv().SITE_DIR ?? path.join(__dirname, '..', '..', '..', '..', 'frontend', 'dist'));
  const indexFile = path.join(siteDir, 'index.html');
  const publicUrl = appEnv().PUBLIC_URL;
  const originOf = (ctx: Context) => (publicUrl ? new URL(publicUrl).origin : ctx.origin);

  // index.html, the build's first-screens.json, boot.js and the stylesheet are read once, and again
  // when the build replaces index.html.
  let index: { html: string; firstScreens: FirstScreens; boot: InlineBoot | null; stylesheet: InlineStylesheet | null; mtimeMs: number } | null = null;
  const readIndex = async () => {
    const stat = await fs.promises.stat(indexFile).catch(() => null);
    if (!stat) return null;
    if (!index || index.mtimeMs !== stat.mtimeMs) {
      const firstScreens = await fs.promises.readFile(path.join(siteDir, 'first-screens.json'), 'utf8').catch(() => '');
      const boot = inlineBoot(await fs.promises.readFile(path.join(siteDir, 'boot.js'), 'utf8').catch(() => null));
      const html = await fs.promises.readFile(indexFile, 'utf8');
      const sheet = stylesheetLink(html);
      const css = sheet ? await fs.promises.readFile(path.join(siteDir, sheet.href), 'utf8').catch(() => null) : null;
      const stylesheet = inlineStylesheet(sheet?.link ?? null, css);
      index = { html, firstScreens: parseFirstScreens(firstScreens), boot, stylesheet, mtimeMs: stat.mtimeMs };
    }
    return index;
  };

  /**
   * The listing whose first photo a landing page paints largest: the first answer with a photo
   * (leadPhotoIndex, as the page's list picks it) of the read its first screen names, through the
   * API's own caches (the read the <head> announces then hits them).
   */
  const photoListing = async (read: string, listing: ApiProduct | null | undefined): Promise<ApiProduct | null> => {
    if (read === '/api/products/{id}') return listing ?? null;
    const lead = (listings: ApiProduct[]) => listings[leadPhotoIndex(listings)] ?? null;
    if (read === '/api/products/promoted') return lead(await cachedPromoted());
    const url = new URL(read, 'http://site');
    if (url.pathname !== '/api/products') return null;
    const query = productListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    return query.success ? lead((await cachedProductList(query.data)).data) : null;
  };

  /**
   * A landing page's listings (`/voitures/sfax`): the newest first, as its screen reads them, through
   * the API's caches. Null when they cannot be read: the page is then served without an ItemList,
   * kept out of search results, and drawn by the browser.
   */
  const landingListings = async (pair: LandingPair): Promise<LandingListings | null> => {
    const query = productListQuerySchema.parse({ category: pair.category, city: pair.city, sort: 'created_at:desc' });
    const page = await cachedProductList(query).catch(() => null);
    return page ? { listings: page.data, total: page.meta.pagination.total } : null;
  };

  const renderFirstScreen = firstScreenRenderer(siteDir);
  // The renderer reads the API this very process serves, over loopback, through its caches.
  const loopbackOrigin = () => {
    const address = strapi.server.httpServer.address();
    const port = address && typeof address === 'object' ? address.port : Number(strapi.config.get('server.port', 1337));
    return `http://127.0.0.1:${port}`;
  };

  const sendIndex = async (ctx: Context) => {
    const site = await readIndex();
    if (site === null) return false;
    const productId = productIdOf(ctx.path);
    const product = productId ? await cachedProduct(productId) : undefined;
    // A seller's page (issue 28): an unknown seller is a 404, like a listing that is gone.
    const sellerId = sellerIdOf(ctx.path);
    const seller = sellerId ? await getService('profile').publicProfile(sellerId).catch(() => null) : undefined;
    const pair = landingPairOf(ctx.path);
    const landing = pair ? await landingListings(pair) : undefined;
    const search = new URLSearchParams(ctx.querystring);
    const meta = pageMeta({ origin: originOf(ctx), pathname: ctx.path, search, product, seller, landing });
    const screen =
      meta.status === 200 ? findFirstScreen(site.firstScreens, { pathname: ctx.path, search, listingExists: Boolean(product), sellerExists: Boolean(seller), landing: pair !== null }) : null;
    // Side by side: the photo's read and the drawing. A hint only speeds the page up: a failed read
    // (the database away) must not cost the page itself.
    const [photo, rendered] = await Promise.all([
      screen?.photo ? photoListing(sellerId ? screen.photo.read.replace('{id}', sellerId) : screen.photo.read, product).catch(() => null) : null,
      screen ? renderFirstScreen(site.mtimeMs, { url: ctx.url, language: meta.language, apiOrigin: loopbackOrigin(), viewport: viewportOf(ctx.headers) }) : null,
    ]);
    const hints = screen ? firstScreenHints(screen, { language: meta.language, listingId: productId ?? sellerId, photo, rendered: rendered !== null }) : [];
    ctx.status = meta.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    // A drawn page depends on the device it was drawn for (decision 60).
    if (rendered) ctx.vary(['Sec-CH-UA-Mobile', 'User-Agent']);
    // The boot script inline, allowed by its hash in the policy the security middleware set; the
    // stylesheet inline when that policy already allows inline styles.
    const policy = ctx.response.get('Content-Security-Policy');
    const html = withInlineStylesheet(withFirstScreen(renderIndex(site.html, meta, hints), rendered), policy, site.stylesheet);
    const page = withInlineBoot(html, policy, site.boot);
    if (page.policy) ctx.set('Content-Security-Policy', page.policy);
    ctx.body = page.html;
    return true;
  };

  const sendFile = async (ctx: Context, file: string, size: number) => {
    ctx.set('Vary', 'Accept-Encoding');
    for (const { encoding, extension } of PRECOMPRESSED) {
      if (ctx.acceptsEncodings(encoding, 'identity') !== encoding) continue;
      const stat = await fs.promises.stat(file + extension).catch(() => null);
      if (!stat?.isFile()) continue;
      ctx.set('Content-Encoding', encoding);
      ctx.length = stat.size;
      ctx.body = fs.createReadStream(file + extension);
      return;
    }
    ctx.length = size;
    ctx.body = fs.createReadStream(file);
  };

  return async function site(ctx: Context, next: Next) {
    const reading = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (reading && ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = robots(originOf(ctx));
      return;
    }
    if (reading && SITEMAP.test(ctx.path)) {
      const body = await sitemap(strapi.db.connection, originOf(ctx), ctx.path);
      if (body !== null) {
        ctx.type = 'application/xml';
        ctx.set('Cache-Control', 'public, max-age=900');
        ctx.body = body;
        return;
      }
    }
    // Strapi's public middleware redirects "/" to the studio; the home page is the site's.
    if (ctx.path === '/' && reading && ctx.accepts('html') && (await sendIndex(ctx))) return;
    await next();
    if (!reading || ctx.status !== 404 || RESERVED.test(ctx.path)) return;
    if (ctx.body != null && ctx.status !== 404) return;

    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      return; // a malformed URL stays a 404
    }
    const requested = path.normalize(path.join(siteDir, decoded));
    if (requested.startsWith(siteDir + path.sep) && path.extname(requested)) {
      const stat = await fs.promises.stat(requested).catch(() => null);
      if (stat?.isFile()) {
        ctx.status = 200;
        ctx.type = path.extname(requested);
        ctx.set('Cache-Control', ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        await sendFile(ctx, requested, stat.size);
      }
      return; // a missing asset stays a 404 rather than an HTML page
    }
    if (ctx.accepts('html')) await sendIndex(ctx);
  };
};
