/**
 * Server rendering of the landing pages' first screen (ARCHITECTURE decision 59). The site's build
 * writes the renderer next to the site, dist-ssr/entry-server.cjs (frontend/src/entry-server.tsx);
 * this module loads it, bounds its time and puts its output into index.html. Without the file (an
 * older build, a copy of dist alone) or when a render fails or runs late, the page is served as
 * before: empty, drawn by the browser.
 */
import fs from 'fs';
import path from 'path';
import type { Language } from '@souk/domain';
import { sharedInvalidation } from '../cache/cache-bus';
import { MicroCache } from '../cache/micro-cache';

/** The viewport a page is drawn for (decision 60): the listing page lays itself out by width. */
export type Viewport = 'mobile' | 'desktop';
export type FirstScreenRender = { html: string; state: string; language: Language; viewport: Viewport };
type RenderInput = { url: string; language: Language; apiOrigin: string; viewport: Viewport };

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;
/**
 * Which viewport a request most likely comes from: the client hint Chromium browsers send on every
 * request (`Sec-CH-UA-Mobile: ?1`), else the user agent. A guess: a narrow desktop window gets the
 * desktop drawing, and the browser lays the listing out again once it runs (as every page did).
 */
export function viewportOf(headers: { [name: string]: string | string[] | undefined }): Viewport {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  return MOBILE_AGENT.test(String(headers['user-agent'] ?? '')) ? 'mobile' : 'desktop';
}
type Renderer = (input: RenderInput) => Promise<{ html: string; state: string } | null>;

/** Past this the page goes out empty rather than wait: the render reads the API, which may be slow. */
export const RENDER_BUDGET_MS = 1500;

/**
 * A drawing is kept this long, for every visitor of that URL and language: drawing home costs tens
 * of milliseconds of CPU (more under load), serving a kept one nothing. Every write through the
 * API or the studio drops them all at once (`clearFirstScreenRenders`, from the product read
 * caches' clearing and the document service), so what is kept is at most this old only for what
 * changes without a write: a banner's schedule, a listing's age. The answers inside stay fresh
 * for the client (its shortest staleTime, products', is 30 s). At most 100 pages (a few MB: home
 * is the largest, about 250 KB with its answers); past that the cache starts over.
 */
export const RENDER_TTL_MS = 10_000;
const renders = new MicroCache<{ html: string; state: string }>(RENDER_TTL_MS, 100);

export const clearFirstScreenRenders = () => renders.clear();

/**
 * A seller's public profile just written (name, phone and its privacy, messages accepted): the pages
 * drawn with it (a listing's, the seller's) go in every replica. Without it a visitor was served the
 * phone the seller had just hidden, as the drawing's fresh answer, for up to 10 s.
 */
export const forgetFirstScreenRenders = sharedInvalidation('first-screen-renders', clearFirstScreenRenders);

/** The renderer of the build in `siteDir`, loaded again when `version` (index.html's mtime) changes. */
export function firstScreenRenderer(siteDir: string) {
  const file = path.join(path.dirname(siteDir), 'dist-ssr', 'entry-server.cjs');
  let loaded: { version: number; render: Renderer | null } | null = null;

  const load = (version: number): Renderer | null => {
    if (loaded?.version === version) return loaded.render;
    // A rebuilt site brings a rebuilt renderer: forget the old one and its chunks.
    for (const key of Object.keys(require.cache)) if (key.startsWith(path.dirname(file) + path.sep)) delete require.cache[key];
    let render: Renderer | null = null;
    try {
      if (fs.existsSync(file)) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output chosen at run time
        const candidate = (require(file) as { renderFirstScreen?: unknown }).renderFirstScreen;
        if (typeof candidate === 'function') render = candidate as Renderer;
      }
    } catch (error) {
      strapi.log.warn(`site: the first-screen renderer did not load (${(error as Error).message}); pages are drawn in the browser`);
    }
    loaded = { version, render };
    return render;
  };

  return async (version: number, input: RenderInput): Promise<FirstScreenRender | null> => {
    const render = load(version);
    if (!render) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, RENDER_BUDGET_MS, null)));
    // Requests for a page being drawn wait for that one drawing (each up to the budget); one that
    // fails or declines is not kept, so the next request tries again.
    const drawing = renders.wrap(`${version}:${input.language}:${input.viewport}:${input.url}`, async () => {
      const drawn = await render(input);
      if (!drawn) throw new Error('the renderer declined this page');
      return drawn;
    });
    try {
      const result = await Promise.race([drawing, late]);
      return result ? { ...result, language: input.language, viewport: input.viewport } : null;
    } catch (error) {
      strapi.log.warn(`site: ${input.url} was not rendered on the server (${(error as Error).message})`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The screen's markup inside #root and its API answers beside it, for main.tsx to hydrate. The
 * page's JavaScript then only makes a drawn page respond: its tags leave the <head> for an inert
 * <template id="page-code"> at the end of the body, which the boot script turns into live tags once
 * the largest photo (what LCP waits for) has arrived and been painted, so the photo has the phone's
 * narrow link and main thread to itself (decisions 59 and 60; on a page drawn by the browser the
 * code is on the paint's path and keeps its place and its priority, decision 57).
 */
export function withFirstScreen(html: string, rendered: FirstScreenRender | null): string {
  if (!rendered) return html;
  // JSON inside <script>: a "<" could close the element, so every one is written as \u003c.
  const state = rendered.state.replace(/</g, '\\u003c');
  const code: string[] = [];
  const page = html.replace(/\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g, (_tag, tag: string) => {
    code.push(tag.replace(/^<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/, '<$1 fetchpriority="low"'));
    return '';
  });
  // Kept inert in a <template>: the boot script (frontend/public/boot.js) asks for it once the largest photo is painted.
  return page
    .replace(/<\/body>/, () => `    <template id="page-code">\n${code.map((tag) => `      ${tag}\n`).join('')}    </template>\n  </body>`)
    .replace(
      /<div id="root"><\/div>/,
      () => `<div id="root">${rendered.html}</div>\n    <script id="first-screen" type="application/json" data-language="${rendered.language}" data-viewport="${rendered.viewport}">${state}</script>`,
    );
}
