import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
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

  test('a seller picks the point in the publish form: the listing shows there on the map, on its page and in the edit form', async ({ page, context, request }) => {
    test.setTimeout(180_000);
    const seller = await confirmedAccount(request, 'Vendeuse Carte', 'carte');
    await blankTiles(page);
    const geocodeQueries: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/geocode')) geocodeQueries.push(new URL(r.url()).searchParams.get('q') ?? '');
    });

    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Connexion' });
    await signIn.getByLabel('Email').fill(seller.email);
    await signIn.getByLabel('Mot de passe').fill('Jasmin-Carthage-77');
    await signIn.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).not.toHaveURL(/\/auth$/);
    await page.getByRole('button', { name: 'Publier une annonce' }).click();
    await expect(page.getByRole('heading', { name: 'Publier une annonce', level: 1 })).toBeVisible();

    const title = `Vélo de course ${Date.now()}`;
    await page.getByRole('tab', { name: 'Autres' }).click();
    await page.getByLabel(/^Titre/).fill(title);
    await page.getByLabel(/^Description/).fill('Cadre aluminium, révisé, pneus neufs.');
    await page.getByLabel(/^Catégorie(?! de)/).selectOption('sport');
    await page.getByLabel(/^Ville/).selectOption('Sousse');
    await page.getByLabel(/^Prix \(DT\)/).fill('450');

    const picker = page.getByRole('group', { name: 'Position sur la carte' });
    const box = picker.getByPlaceholder('Rechercher une ville en Tunisie...');
    const searchButton = picker.getByRole('button', { name: 'Rechercher' });
    const selection = picker.getByTestId('picker-selection');
    const marker = picker.locator('.leaflet-marker-icon[title="Emplacement choisi"]');
    const mapArea = picker.locator('.leaflet-container');
    await expect(mapArea).toBeVisible();
    await expect(selection).toHaveText('Aucun emplacement sélectionné. Cliquez sur la carte ou recherchez une ville.');
    const centreOf = async (locator: typeof mapArea) => {
      const b = (await locator.boundingBox())!;
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    // The pin's tip (its anchor, the bottom centre of the icon) is the point.
    const tipOf = async () => {
      const b = (await marker.boundingBox())!;
      return { x: b.x + b.width / 2, y: b.y + b.height };
    };
    const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y) < 4;

    // Empty text is ignored: no request, nothing chosen, nothing published by the button.
    await box.fill('   ');
    await searchButton.click();
    await expect(selection).toHaveText(/^Aucun emplacement sélectionné/);
    await expect(marker).toHaveCount(0);

    // 'Sousse' from the gazetteer: the marker appears at Sousse, the map's centre (the form's city).
    const sousse = { lat: 35.8256, lng: 10.6411 };
    const french = page.waitForResponse((r) => r.url().includes('/api/geocode?q=Sousse'));
    await box.fill('Sousse');
    await searchButton.click();
    const frenchFound = (await (await french).json()) as { data: Array<{ id: string }>; meta: { source: string } };
    expect(frenchFound.meta.source).toBe('gazetteer');
    expect(frenchFound.data[0]).toMatchObject({ id: 'sousse', ...sousse });
    await expect(selection).toHaveText('Emplacement sélectionné : Sousse');
    await expect(marker).toHaveCount(1);
    const mapCentre = await centreOf(mapArea);
    // The map pans to Sousse with an animation: the marker reaches the centre when it ends.
    await expect.poll(async () => near(await tipOf(), mapCentre)).toBe(true);

    // A click elsewhere on the map moves the marker there; the text gives the clicked coordinates.
    const clicked = { x: mapCentre.x + 70, y: mapCentre.y - 50 };
    await page.mouse.click(clicked.x, clicked.y);
    await expect(selection).toHaveText(/^Emplacement sélectionné : \d+\.\d{5}, \d+\.\d{5}$/);
    await expect.poll(async () => near(await tipOf(), clicked)).toBe(true);
    const [lat, lng] = ((await selection.textContent())!.match(/(\d+\.\d+), (\d+\.\d+)/) ?? []).slice(1).map(Number) as [number, number];
    // East and north of Sousse, as clicked (right of and above the centre).
    expect(lng).toBeGreaterThan(sousse.lng);
    expect(lat).toBeGreaterThan(sousse.lat);

    // 'سوسة' (Arabic, in the French interface) finds Sousse again: the marker goes back to the centre.
    const arabic = page.waitForResponse((r) => r.url().includes('/api/geocode?q=') && r.url().includes(encodeURIComponent('سوسة')));
    await box.fill('سوسة');
    await box.press('Enter');
    const arabicFound = (await (await arabic).json()) as { data: Array<{ id: string }>; meta: { source: string } };
    expect(arabicFound.meta.source).toBe('gazetteer');
    expect(arabicFound.data[0]).toMatchObject({ id: 'sousse', ...sousse });
    await expect(selection).toHaveText('Emplacement sélectionné : Sousse');
    await expect.poll(async () => near(await tipOf(), mapCentre)).toBe(true);
    expect(geocodeQueries).toEqual(['Sousse', 'سوسة']);
    // Enter in the picker searched; it did not publish.
    await expect(page.getByRole('heading', { name: 'Publier une annonce', level: 1 })).toBeVisible();

    // Back to the clicked point, then publish.
    await page.mouse.click(clicked.x, clicked.y);
    await expect(selection).toHaveText(`Emplacement sélectionné : ${lat.toFixed(5)}, ${lng.toFixed(5)}`);
    await page.getByRole('button', { name: "Publier l'annonce" }).click();
    await expect(page.getByText('Annonce publiée')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    const id = page.url().split('/product/')[1]!;
    const saved = ((await (await request.get(`/api/products/${id}`)).json()) as { data: { latitude: number; longitude: number; city: string } }).data;
    expect(saved.city).toBe('sousse');
    expect(saved.latitude).toBeCloseTo(lat, 5);
    expect(saved.longitude).toBeCloseTo(lng, 5);

    // Its page: the read-only map with the marker, no search box.
    const located = page.getByRole('region', { name: "Carte de l'emplacement de l'annonce" });
    await expect(located).toBeVisible();
    // The map loads as it comes near the screen, as a visitor scrolls to it.
    await located.scrollIntoViewIfNeeded();
    await expect(located.locator('.leaflet-marker-icon[title="Emplacement choisi"]')).toBeVisible();
    await expect(page.getByTestId('picker-selection')).toHaveText('Emplacement sélectionné : Sousse');
    await expect(page.getByPlaceholder('Rechercher une ville en Tunisie...')).toHaveCount(0);

    // The edit form shows the saved point.
    await page.goto('/profile');
    await page.getByRole('link', { name: `Modifier « ${title} »` }).click();
    await expect(page.getByRole('heading', { name: "Modifier l'annonce" })).toBeVisible();
    const editPicker = page.getByRole('group', { name: 'Position sur la carte' });
    await expect(editPicker.getByTestId('picker-selection')).toHaveText(`Emplacement sélectionné : ${saved.latitude.toFixed(5)}, ${saved.longitude.toFixed(5)}`);
    await expect(editPicker.locator('.leaflet-marker-icon[title="Emplacement choisi"]')).toHaveCount(1);
    expect(near(await (async () => { const b = (await editPicker.locator('.leaflet-marker-icon[title="Emplacement choisi"]').boundingBox())!; return { x: b.x + b.width / 2, y: b.y + b.height }; })(), await centreOf(editPicker.locator('.leaflet-container')))).toBe(true);

    // /map centred on the picked point (the granted position): the listing's marker is at the centre.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: saved.latitude, longitude: saved.longitude });
    await page.goto('/map');
    await expect(page.getByText('Position trouvée')).toBeVisible();
    await page.getByRole('button', { name: 'Afficher les filtres' }).click();
    const answered = page.waitForResponse((r) => r.url().includes('/api/products/map') && r.url().includes('q=V'));
    await page.getByLabel('Rechercher sur la carte').fill(title);
    const body = (await (await answered).json()) as { data: { points: Array<{ id: string; lat: number; lng: number }> } };
    expect(body.data.points).toEqual([expect.objectContaining({ id, lat: saved.latitude, lng: saved.longitude })]);
    await expect(productMarkers(page)).toHaveCount(1);
    const shown = (await productMarkers(page).boundingBox())!;
    const mapCentreNow = await centreOf(page.locator('.leaflet-container').first());
    expect(Math.abs(shown.x + shown.width / 2 - mapCentreNow.x)).toBeLessThan(3);
    expect(Math.abs(shown.y + shown.height / 2 - mapCentreNow.y)).toBeLessThan(3);
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
