import { expect, test } from '../support/test';
import { confirmedAccount, publishListing } from '../support/accounts';
import { findProduct } from '../support/app';

// A landing page's <head> announces its largest photo and route code (ARCHITECTURE decision 57,
// frontend/src/config/first-screens.ts); its first API reads come answered inside the page, which
// the server drew with them (decision 59), so the page must not fetch them again. Each module must
// be one the page loads: a hint that drifts from the app is a wasted download on a phone.
type Listing = { images?: unknown[] };
const PHOTO_READS: Record<string, string> = { '/': '/api/products/promoted', '/products': '/api/products?sort=created_at%3Adesc&page=1' };
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');

for (const language of ['fr', 'ar'] as const) {
  test(`home, /products and a listing use every hint they announce, once, and fetch none of the answers they came with (${language})`, async ({ page, request }) => {
    const listing = await findProduct(request, 'canap');
    // The newest listing has no photo, as many do: /products' largest photo is a later card's.
    await publishListing(request, await confirmedAccount(request, 'Rym Sans Photo', 'hints'), {
      title: `Tabouret en bois ${language}`, description: 'Tabouret robuste, hauteur 45 cm.', category: 'mobilier', location: 'Tunis', price: 25, condition: 'good',
    });
    await page.route('**/e2e-tiles/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));
    const firstScreens = (await (await request.get('/first-screens.json')).json()) as { screens: { route: string; reads: string[] }[] };
    for (const route of ['/', '/products', `/product/${listing.id}`]) {
      const url = `${route}?lang=${language}`;
      const html = await (await request.get(url)).text();
      const announced = (rel: string) =>
        [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)">`, 'g'))].map((m) => m[1]!.replace(/&amp;/g, '&'));
      const reads = announced('preload');
      const modules = announced('modulepreload').filter((href) => !html.includes(`<script type="module" crossorigin src="${href}"`));
      // The server drew the first screen with its reads' answers (decision 59): none is left to announce.
      expect(html, `${url} arrives drawn by the server`).toContain('<script id="first-screen"');
      expect(reads, `${url} announces no read`).toEqual([]);
      // Its stylesheet is written in (a <link> would hold the first paint for a round trip); the
      // link stays, disabled, so that Vite's loader of lazy chunks does not fetch it again.
      const stylesheet = /<style>[^<]{1000,}<\/style><link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)" disabled>/.exec(html)?.[1];
      expect(stylesheet, `${url} carries its stylesheet`).toBeDefined();
      const screen = firstScreens.screens.find((s) => s.route === (route.startsWith('/product/') ? '/product/:id' : route))!;
      const drawnWith = screen.reads.map((read) => read.replace('{lang}', language).replace('{id}', listing.id));
      expect(modules.length, `${url} announces its route code`).toBeGreaterThan(0);
      // The page's largest photo: the first photo of the first listing that has one (a listing
      // published bare, as tests before this one do, draws a placeholder) of the read its first
      // screen names (frontend/src/config/first-screens.ts): the demo's listings have photos.
      const photoRead = PHOTO_READS[route] ?? `/api/products/${listing.id}`;
      const answer = (await (await request.get(photoRead)).json()) as { data: Listing | Listing[] };
      const lead = (Array.isArray(answer.data) ? answer.data : [answer.data]).find((l) => (l.images?.length ?? 0) > 0);
      expect(lead, `${photoRead}: a listing with a photo`).toBeDefined();
      const photos = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => {
        const srcset = /imagesrcset="([^"]+)"/.exec(tag)?.[1];
        return srcset ? srcset.split(', ').map((c) => c.split(' ')[0]!) : [/href="([^"]+)"/.exec(tag)![1]!];
      });
      expect(photos, `${url} announces its largest photo`).toHaveLength(1);
      const leadPhoto = JSON.stringify(lead!.images![0]);
      expect(photos[0]!.every((candidate) => leadPhoto.includes(candidate)), `${url}: the photo of the first listing that has one`).toBe(true);

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

      for (const read of drawnWith) expect(requested, `${url}: ${read} came with the page`).not.toContain(read);
      for (const file of modules) expect(requested, `${url}: ${file} is loaded`).toContain(file);
      // The preload and the page's <picture> picked the same file: one candidate, fetched once.
      for (const candidates of photos) expect(requested.filter((r) => candidates.includes(r)), `${url}: its largest photo, once`).toHaveLength(1);
      const apiReads = requested.filter((r) => r.startsWith('/api/') && !r.includes('/impression'));
      expect(apiReads.filter((r, i) => apiReads.indexOf(r) !== i), `${url}: no read twice`).toEqual([]);
      expect(unused, url).toEqual([]);
      expect(requested, `${url}: its stylesheet is not fetched`).not.toContain(stylesheet);
    }
  });
}
