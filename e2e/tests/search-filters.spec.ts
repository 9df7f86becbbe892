import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import path from 'node:path';
import { confirmedAccount, type Session } from '../support/accounts';
import { openAssistantPanel, settle, VIEWPORTS, type Language } from '../support/app';
import { seriousViolations } from '../support/axe';

// Issue 26: a buyer narrows cars by brand, year and mileage on /products; the URL is the search;
// the assistant's phrase lands on the same filters; /voitures/sfax is a page drawn by the server.
const OUT = path.join(__dirname, '..', 'artifacts', 'screenshots');
const WORDS = {
  fr: { filters: 'Filtres', category: 'Catégorie', car: 'Voiture', year: 'Année', mileage: 'Kilométrage', peugeot: 'Peugeot', heading: 'Voitures à Sfax' },
  ar: { filters: 'عوامل التصفية', category: 'الفئة', car: 'سيارات', year: 'السنة', mileage: 'عدد الكيلومترات', peugeot: 'بيجو', heading: 'سيارات في صفاقس' },
} as const;
const FR_MIN = (label: string) => `${label} minimum`;
const FR_MAX = (label: string) => `${label} maximum`;
const AR_MIN = (label: string) => `${label}: الحد الأدنى`;
const AR_MAX = (label: string) => `${label}: الحد الأقصى`;

let seller: Session;
const MATCHING = 'Peugeot 308 HDi Sfax e2e';
const TOO_OLD = 'Peugeot 206 essence e2e';

async function publishCar(request: APIRequestContext, token: string, car: Record<string, unknown>) {
  const response = await request.post('/api/products', {
    headers: { authorization: `Bearer ${token}` },
    data: { description: 'Entretien suivi, visite technique à jour.', category: 'voiture', location: 'Sfax', car_condition: 'used', car_brand: 'Peugeot', ...car },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.beforeAll(async ({ request }) => {
  seller = await confirmedAccount(request, 'Garage Filtres', 'filters');
  await publishCar(request, seller.token, { title: MATCHING, price: 48000, car_model: '308', car_year: 2018, car_mileage: 90000, car_fuel_type: 'diesel', car_transmission: 'manual' });
  await publishCar(request, seller.token, { title: TOO_OLD, price: 12000, car_model: '206', car_year: 2009, car_mileage: 210000, car_fuel_type: 'essence', car_transmission: 'manual' });
});

async function newPage(browser: Browser, baseURL: string | undefined, language: Language, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR', timezoneId: 'Africa/Tunis' });
  await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  return context.newPage();
}

/** The titles of the listings the API answers for a query: what the cards must show, no more. */
async function expectedTitles(request: APIRequestContext, query: string) {
  const body = (await (await request.get(`/api/products?${query}`)).json()) as { data: Array<{ title: string }>; meta: { pagination: { total: number } } };
  return { titles: body.data.map((p) => p.title).sort(), total: body.meta.pagination.total };
}

const cardTitles = async (page: Page) => (await page.locator('article a[href^="/product/"]').allTextContents()).map((t) => t.trim()).sort();

for (const language of ['fr', 'ar'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`${language} ${size}: car filters narrow the cards and their counts, the URL is the search, /voitures/sfax is drawn by the server`, async ({ browser, baseURL, request }) => {
      test.setTimeout(240_000);
      const words = WORDS[language];
      const [min, max] = language === 'fr' ? [FR_MIN, FR_MAX] : [AR_MIN, AR_MAX];
      const page = await newPage(browser, baseURL, language, viewport);

      await page.goto('/products');
      await page.getByRole('button', { name: new RegExp(`^${words.filters}`) }).click();
      await page.getByRole('combobox', { name: words.category }).click();
      await page.getByRole('option', { name: words.car, exact: true }).click();
      await expect(page).toHaveURL(/category=voiture/);
      const panel = page.getByTestId('kind-filters');
      const brandLabel = new RegExp(`^${words.peugeot} \\(`);
      const peugeot = panel.getByRole('checkbox', { name: brandLabel });
      await expect(peugeot).toBeVisible();
      const before = await panel.getByText(brandLabel).textContent();

      await peugeot.check();
      await expect(page).toHaveURL(/brand=peugeot/);
      for (const [label, value] of [
        [min(words.year), '2015'],
        [max(words.year), '2020'],
        [max(words.mileage), '100000'],
      ] as const) {
        const field = panel.getByRole('spinbutton', { name: label });
        await field.fill(value);
        await field.press('Enter');
      }
      await expect(page).toHaveURL(/maxMileage=100000/);
      const url = new URL(page.url());
      expect(Object.fromEntries(url.searchParams)).toEqual({ category: 'voiture', brand: 'peugeot', minYear: '2015', maxYear: '2020', maxMileage: '100000' });

      // Only the matching cards, as the API answers the same query; the old Peugeot is gone.
      const expected = await expectedTitles(request, url.search.slice(1));
      expect(expected.titles).toContain(MATCHING);
      expect(expected.titles).not.toContain(TOO_OLD);
      await expect.poll(() => cardTitles(page)).toEqual(expected.titles);
      // The counts follow the other filters: Peugeot's count drops once the ranges leave the 2009 car out.
      await expect(panel.getByText(brandLabel)).not.toHaveText(before ?? '');
      if (language === 'fr') await expect(page.getByText(`${expected.total} produit(s) trouvé(s)`)).toBeVisible();

      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(OUT, `search-filters-${language}-${size}.png`), fullPage: true });

      // The URL alone, in a new browser context, gives the same results.
      const shared = await newPage(browser, baseURL, language, viewport);
      await shared.goto(url.pathname + url.search);
      await expect.poll(() => cardTitles(shared)).toEqual(expected.titles);
      await shared.context().close();

      // /voitures/sfax: the server's HTML already holds its heading and listings, and the sitemap lists it.
      const suffix = language === 'ar' ? '?lang=ar' : '';
      const html = await (await request.get(`/voitures/sfax${suffix}`, { headers: { accept: 'text/html', 'user-agent': size === 'mobile' ? 'Mozilla/5.0 (iPhone) Mobile' : 'Mozilla/5.0' } })).text();
      expect(html).toContain(`<title>${words.heading} | Souk</title>`);
      const root = /<div id="root">([\s\S]*?)<\/div>\n\s*<script id="first-screen"/.exec(html)?.[1] ?? '';
      expect(root, 'drawn by the server').toContain(words.heading);
      expect(root).toContain(MATCHING);
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain('/voitures/sfax</loc>');

      await page.goto(`/voitures/sfax${suffix}`);
      await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
      await expect(page.getByRole('link', { name: MATCHING }).first()).toBeVisible();
      await expect(page.getByTestId('kind-filters')).toBeVisible();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(OUT, `landing-voitures-sfax-${language}-${size}.png`), fullPage: true });
      await page.context().close();
    });
  }
}

test('the assistant phrase "peugeot diesel moins de 100 000 km" lands on /products with those filters', async ({ page }) => {
  await page.goto('/');
  await openAssistantPanel(page, "Assistant d'achat");
  const panel = page.getByRole('dialog', { name: "Assistant d'achat" });
  const input = panel.getByRole('textbox', { name: 'Que cherchez-vous ?' });
  await input.fill('peugeot diesel moins de 100 000 km');
  await input.press('Enter');
  const seeAll = panel.getByRole('link', { name: /^Voir (les \d+ résultats|le résultat)$/ });
  await seeAll.click();
  await expect(page).toHaveURL(/\/products\?/);
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  expect(params).toMatchObject({ brand: 'peugeot', fuel: 'diesel', maxMileage: '100000' });
  const expected = await expectedTitles(page.request, new URL(page.url()).search.slice(1));
  expect(expected.titles).toContain(MATCHING);
  await expect.poll(() => cardTitles(page)).toEqual(expected.titles);
});
