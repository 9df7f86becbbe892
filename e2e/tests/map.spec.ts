import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { confirmedAccount } from '../support/accounts';
import { settle, useLanguage, VIEWPORTS } from '../support/app';

// The map page (/map), the location picker and the listing's map, against the real stack. Tiles
// come from MAP_TILE_URL, which the e2e server points at /e2e-tiles/: routed here to a blank PNG
// (or to a failure), so no test ever fetches a real tile.
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');
const TUNIS = { latitude: 36.8065, longitude: 10.1815 };
const OUT = path.join(__dirname, '..', 'artifacts', 'screenshots');

async function blankTiles(page: Page) {
  await page.route('**/e2e-tiles/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));
}

const productMarkers = (page: Page) => page.locator('.leaflet-marker-icon.souk-marker');
const countBadge = (page: Page) => page.getByTestId('map-count');
const countOf = async (page: Page) => Number(((await countBadge(page).textContent()) ?? '').match(/\d+/)?.[0] ?? NaN);

test.describe('map page', () => {
  test('with the position granted: markers and count, a filter changes them, a popup opens', async ({ page, context, request }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(TUNIS);
    await blankTiles(page);
    const answers: string[] = [];
    const unfilteredTotals = new Set<number>();
    page.on('response', async (r) => {
      if (!r.url().includes('/api/products/map?')) return;
      answers.push(r.url());
      if (new URL(r.url()).searchParams.has('q') || !r.ok()) return;
      const body = (await r.json().catch(() => null)) as { data: { total: number } } | null;
      if (body) unfilteredTotals.add(body.data.total);
    });
    await page.goto('/map');
    await expect(page.getByRole('heading', { name: 'Carte Interactive' })).toBeVisible();
    await expect(page.getByText('Position trouvée')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon[title="Votre position"]')).toBeVisible();
    await expect(countBadge(page)).toHaveText(/\d+ produit\(s\) trouvé\(s\)/);
    const before = await countOf(page);
    expect(before).toBeGreaterThan(1);
    await expect(productMarkers(page)).toHaveCount(before);
    await expect(page.getByText('Fond de carte indisponible')).toHaveCount(0);

    // A word from one of the listings in view that not every listing in view has: the filter must narrow.
    const view = new URL(answers.at(-1)!);
    const shown = (await (await request.get(`${view.pathname}${view.search}`)).json()) as { data: { points: Array<{ title: string }> } };
    let word = '';
    let expected = 0;
    for (const candidate of new Set(shown.data.points.flatMap((p) => p.title.split(/\s+/)).filter((w) => w.length >= 4))) {
      const narrowed = (await (await request.get(`${view.pathname}${view.search}&q=${encodeURIComponent(candidate)}`)).json()) as { data: { total: number } };
      if (narrowed.data.total > 0 && narrowed.data.total < before) {
        word = candidate;
        expected = narrowed.data.total;
        break;
      }
    }
    expect(word).not.toBe('');
    await page.getByRole('button', { name: 'Afficher les filtres' }).click();
    await page.getByLabel('Rechercher sur la carte').fill(word);
    await expect.poll(() => countOf(page)).toBe(expected);
    await expect(productMarkers(page)).toHaveCount(expected);

    // Markers are keyboard buttons: focus one and press Enter.
    await productMarkers(page).first().focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByRole('heading')).toHaveText(/\S/);
    await expect(popup.getByRole('link', { name: 'Contacter' })).toBeVisible();
    await expect(popup.getByText(/\d+([,.]\d)? km/)).toBeVisible();

    // Reset drops the text filter. The popup may have panned the map (a new, unfiltered request) or
    // not (the first view's answer comes back from the client cache, no request): either way the count
    // shown is the total of an unfiltered answer, and the field is empty.
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page.getByLabel('Rechercher sur la carte')).toHaveValue('');
    await expect.poll(async () => unfilteredTotals.has(await countOf(page))).toBe(true);
    const shownAfterReset = await countOf(page);
    expect(shownAfterReset).toBeGreaterThan(0);
    await expect(productMarkers(page)).toHaveCount(shownAfterReset);
  });

  test('with the position denied: central Tunis and the "Position par défaut" toast', async ({ page }) => {
    await blankTiles(page);
    await page.goto('/map');
    await expect(page.getByText('Position par défaut')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon[title="Votre position"]')).toBeVisible();
    await expect(countBadge(page)).toBeVisible();
  });

  test('when tiles fail, the markers still show on a plain background with a notice', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(TUNIS);
    await page.route('**/e2e-tiles/**', (route) => route.abort());
    await page.goto('/map');
    await expect(page.getByText('Fond de carte indisponible : les annonces restent affichées.')).toBeVisible();
    await expect(productMarkers(page).first()).toBeVisible();
  });

  test('"Voir en liste" gives the same results to keyboard users', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(TUNIS);
    await blankTiles(page);
    await page.goto('/map');
    await expect(countBadge(page)).toBeVisible();
    const total = await countOf(page);
    await page.getByRole('button', { name: 'Voir en liste' }).focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('region', { name: 'Produits de la zone affichée' });
    await expect(list.getByRole('link')).toHaveCount(total);
  });

  test('a listing with a picked point shows on the map at that point and on its page', async ({ page, context, request }) => {
    const { token } = await confirmedAccount(request, 'Vendeur Carte', 'carte');
    const point = { latitude: 36.8342, longitude: 10.2317 };
    const title = `Vélo de course ${Date.now()}`;
    const created = await request.post('/api/products', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, description: 'Cadre aluminium, révisé.', category: 'sport', location: 'Tunis', price: 450, ...point },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: string } }).data.id;

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(point);
    await blankTiles(page);
    await page.goto('/map');
    await expect(page.getByText('Position trouvée')).toBeVisible();
    await page.getByRole('button', { name: 'Afficher les filtres' }).click();
    const answered = page.waitForResponse((r) => r.url().includes('/api/products/map') && r.url().includes('q=V'));
    await page.getByLabel('Rechercher sur la carte').fill(title);
    const body = (await (await answered).json()) as { data: { points: Array<{ id: string; lat: number; lng: number }> } };
    expect(body.data.points).toEqual([expect.objectContaining({ id, lat: point.latitude, lng: point.longitude })]);
    await expect(productMarkers(page)).toHaveCount(1);
    // The marker sits where the map puts the picked point.
    const expected = await page.evaluate(
      ([lat, lng]) => {
        const map = document.querySelector('.leaflet-container');
        const marker = document.querySelector('.leaflet-marker-icon.souk-marker');
        if (!map || !marker) return null;
        const m = marker.getBoundingClientRect();
        return { x: m.left + m.width / 2, y: m.top + m.height / 2, lat, lng };
      },
      [point.latitude, point.longitude],
    );
    const centre = await page.locator('.leaflet-container').boundingBox();
    // The map is centred on the (granted) position, which is the listing's point.
    expect(Math.abs(expected!.x - (centre!.x + centre!.width / 2))).toBeLessThan(3);
    expect(Math.abs(expected!.y - (centre!.y + centre!.height / 2))).toBeLessThan(3);

    await page.goto(`/product/${id}`);
    const located = page.getByRole('region', { name: "Carte de l'emplacement de l'annonce" });
    await expect(located).toBeVisible();
    await expect(located.locator('.leaflet-marker-icon[title="Emplacement choisi"]')).toBeVisible();
    await expect(page.getByTestId('picker-selection')).toHaveText('Emplacement sélectionné : Tunis');
    await expect(page.getByPlaceholder('Rechercher une ville en Tunisie...')).toHaveCount(0);
  });
});

test.describe('JavaScript budget', () => {
  test('the home route loads no Leaflet; the map route does', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Produits récents' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // 'leaflet-container' is a class name Leaflet's own source sets on every map.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('leaflet-container'))).toEqual([]);

    await blankTiles(page);
    await page.goto('/map');
    await expect(page.locator('.leaflet-container')).toBeVisible();
    expect(scripts.some((s) => s.includes('leaflet-container'))).toBe(true);
  });
});

test.describe('map screenshots and accessibility', () => {
  for (const language of ['fr', 'ar'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`map — ${language}, ${size}: screenshot, no serious or critical axe violation`, async ({ page, context }) => {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(TUNIS);
        await blankTiles(page);
        await page.setViewportSize(viewport);
        await useLanguage(page, language);
        await page.goto('/map');
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(countBadge(page)).toBeVisible();
        await expect(productMarkers(page).first()).toBeVisible();
        await settle(page);
        await page.screenshot({ path: path.join(OUT, `map-${language}-${size}.png`), fullPage: true });
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
        expect(serious).toEqual([]);
      });
    }
  }
});
