import { expect, test } from '@playwright/test';
import { findProduct } from '../support/app';

// A landing page's <head> announces its largest photo, route code and first API reads (ARCHITECTURE
// decision 57, frontend/src/config/first-screens.ts). Each announced read must be the very request the page makes
// — the browser then hands it the preloaded answer, so the server sees it once — and each module
// must be one the page loads: a hint that drifts from the app is a wasted download on a phone.
type Listing = { images?: unknown[] };
const PHOTO_READS: Record<string, string> = { '/': '/api/products/promoted', '/products': '/api/products?sort=created_at%3Adesc&page=1' };
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');

for (const language of ['fr', 'ar'] as const) {
  test(`home, /products and a listing use every hint they announce, once (${language})`, async ({ page, request }) => {
    const listing = await findProduct(request, 'canap');
    await page.route('**/e2e-tiles/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));
    for (const route of ['/', '/products', `/product/${listing.id}`]) {
      const url = `${route}?lang=${language}`;
      const html = await (await request.get(url)).text();
      const announced = (rel: string) =>
        [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)">`, 'g'))].map((m) => m[1]!.replace(/&amp;/g, '&'));
      const reads = announced('preload');
      const modules = announced('modulepreload').filter((href) => !html.includes(`<script type="module" crossorigin src="${href}"`));
      expect(reads.length, `${url} announces its reads`).toBeGreaterThan(0);
      expect(modules.length, `${url} announces its route code`).toBeGreaterThan(0);
      // The page's largest photo: the first photo of the first listing of the read its first screen
      // names (frontend/src/config/first-screens.ts), announced when that listing has one — the
      // demo's promoted listings and the sofa do; the newest listing may be one a test published bare.
      const photoRead = PHOTO_READS[route] ?? `/api/products/${listing.id}`;
      const answer = (await (await request.get(photoRead)).json()) as { data: Listing | Listing[] };
      const first = Array.isArray(answer.data) ? answer.data[0] : answer.data;
      const hasPhoto = (first?.images?.length ?? 0) > 0;
      if (route !== '/products') expect(hasPhoto, `${photoRead}: the first listing has a photo`).toBe(true);
      const photos = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => {
        const srcset = /imagesrcset="([^"]+)"/.exec(tag)?.[1];
        return srcset ? srcset.split(', ').map((c) => c.split(' ')[0]!) : [/href="([^"]+)"/.exec(tag)![1]!];
      });
      expect(photos, `${url} announces its largest photo`).toHaveLength(hasPhoto ? 1 : 0);

      const requested: string[] = [];
      const unused: string[] = [];
      const onRequest = (r: { url: () => string }) => {
        const u = new URL(r.url());
        requested.push(`${u.pathname}${u.search}`);
      };
      const onConsole = (m: { text: () => string }) => {
        if (/preloaded .* but not used/i.test(m.text())) unused.push(m.text());
      };
      page.on('request', onRequest);
      page.on('console', onConsole);
      await page.goto(url);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Chromium reports an unused preload a few seconds after the load event.
      await page.waitForTimeout(3_500);
      page.off('request', onRequest);
      page.off('console', onConsole);

      for (const read of reads) expect(requested.filter((r) => r === read), `${url}: ${read} fetched once`).toHaveLength(1);
      for (const file of modules) expect(requested, `${url}: ${file} is loaded`).toContain(file);
      // The preload and the page's <picture> picked the same file: one candidate, fetched once.
      for (const candidates of photos) expect(requested.filter((r) => candidates.includes(r)), `${url}: its largest photo, once`).toHaveLength(1);
      const apiReads = requested.filter((r) => r.startsWith('/api/') && !r.includes('/impression'));
      expect(apiReads.filter((r, i) => apiReads.indexOf(r) !== i), `${url}: no read twice`).toEqual([]);
      expect(unused, url).toEqual([]);
    }
  });
}
