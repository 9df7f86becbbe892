import { expect, test, type APIRequestContext, type Page } from '../support/test';
import path from 'node:path';
import { settle, uniqueEmail, useLanguage, VIEWPORTS } from '../support/app';
import { seriousViolations } from '../support/axe';

// The admin space against the real stack: demo admin of the README (admin@souk.tn / Admin-Souk-2026).
const ADMIN = { email: 'admin@souk.tn', password: 'Admin-Souk-2026' };
const OUT = path.join(__dirname, '..', 'artifacts', 'screenshots');

async function signIn(request: APIRequestContext, credentials: { email: string; password: string }) {
  const res = await request.post('/api/auth/signin', { data: credentials });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** Publishing needs a confirmed address: the demo sellers of the README have one. */
const SELLERS = { marin: 'salma@souk.tn', douteux: 'karim@souk.tn' };
async function demoSeller(request: APIRequestContext, email: string) {
  return { token: await signIn(request, { email, password: 'Souk-Demo-2026' }) };
}

async function signUp(request: APIRequestContext, display_name: string) {
  const email = uniqueEmail('admin-e2e');
  const res = await request.post('/api/auth/signup', { data: { email, password: 'Jasmin-Carthage-77', display_name } });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { token: string; user: { id: string } };
  return { email, token: body.token, id: body.user.id };
}

/** The session is the stored token (SPEC 4): set it before the app boots. */
async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
}

async function openAdminTab(page: Page, tab: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Tableau de bord administrateur' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

test('an admin creates a category in /admin; a listing published in it is found through the new chip', async ({ page, request }) => {
  const adminToken = await signIn(request, ADMIN);
  await useToken(page, adminToken);
  await openAdminTab(page, 'Catégories');
  await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle catégorie' });
  await dialog.getByLabel('Nom', { exact: true }).fill('Bateaux');
  await dialog.getByLabel('Nom en arabe').fill('قوارب');
  await dialog.getByLabel('Type').selectOption('voiture');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Catégorie créée')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Bateaux', exact: true })).toBeVisible();

  // The publish form is another screen's work: the seller publishes through the same API it calls.
  const seller = await demoSeller(request, SELLERS.marin);
  const created = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${seller.token}` },
    data: {
      title: 'Zodiac semi-rigide 4,20 m',
      description: 'Moteur 40 ch révisé, remorque incluse.',
      category: 'bateaux',
      location: 'Bizerte',
      price: 18500,
      car_brand: 'Zodiac',
      car_model: 'Medline 420',
      car_year: 2018,
      car_condition: 'used',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/');
  const chip = page.getByRole('button', { name: 'Bateaux', exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Zodiac semi-rigide 4,20 m').first()).toBeVisible();
});

test('an admin deactivates a user in /admin; the user’s next request answers 401', async ({ page, request }) => {
  const user = await signUp(request, 'Compte à suspendre');
  expect((await request.get('/api/profile', { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(200);

  await useToken(page, await signIn(request, ADMIN));
  await openAdminTab(page, 'Utilisateurs');
  await page.getByLabel("Rechercher par nom, nom d'utilisateur ou email").fill(user.email);
  const row = page.getByRole('row', { name: new RegExp(user.email.replace(/\./g, '\\.')) });
  await expect(row.getByText('Actif', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Désactiver/ }).click();
  await expect(page.getByText('Compte désactivé : ses sessions sont terminées')).toBeVisible();
  await expect(row.getByText('Inactif', { exact: true })).toBeVisible();

  expect((await request.get('/api/profile', { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(401);
});

test('a report hides a listing from the home page and the search', async ({ page, request, browser }) => {
  const seller = await demoSeller(request, SELLERS.douteux);
  const title = `Montre suisse authentique ${Date.now()}`;
  const created = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${seller.token}` },
    data: { title, description: 'Garantie, boîte et papiers.', category: 'autres', location: 'Tunis', price: 90 },
  });
  expect(created.status()).toBe(201);
  const productId = ((await created.json()) as { data: { id: string } }).data.id;

  await page.goto('/');
  await expect(page.getByText(title).first()).toBeVisible();

  // A buyer reports it from the listing page.
  const reporter = await signUp(request, 'Acheteur vigilant');
  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await useToken(reporterPage, reporter.token);
  await reporterPage.goto(`/product/${productId}`);
  await reporterPage.getByRole('button', { name: "Signaler l'annonce" }).first().click();
  const dialog = reporterPage.getByRole('dialog', { name: "Signaler l'annonce" });
  await dialog.getByLabel('Arnaque').check();
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(reporterPage.getByText('Merci, votre signalement a été envoyé à l’équipe Souk')).toBeVisible();
  await reporterContext.close();

  // The admin hides it from the 'Signalements' tab.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useToken(adminPage, await signIn(request, ADMIN));
  await openAdminTab(adminPage, 'Signalements');
  const row = adminPage.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: "Masquer l'annonce" }).click();
  await expect(adminPage.getByText('Annonce masquée').first()).toBeVisible();
  await adminContext.close();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Produits récents' })).toBeVisible();
  await settle(page);
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(`/?tab=search&q=${encodeURIComponent('Montre suisse authentique')}`);
  await settle(page);
  await expect(page.getByText(title)).toHaveCount(0);
  expect((await request.get(`/api/products/${productId}`)).status()).toBe(404);
});

const TABS = [
  { tab: 'dashboard', fr: 'Tableau de bord', ar: 'لوحة القيادة' },
  { tab: 'products', fr: 'Produits', ar: 'المنتجات' },
  { tab: 'categories', fr: 'Catégories', ar: 'الفئات' },
  { tab: 'users', fr: 'Utilisateurs', ar: 'المستخدمون' },
  { tab: 'reports', fr: 'Signalements', ar: 'البلاغات' },
] as const;

for (const language of ['fr', 'ar'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`admin tabs — screenshots and axe, ${language}, ${size}`, async ({ page, request }) => {
      // Eight screens, each scanned by axe: longer than one journey step.
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      await useToken(page, await signIn(request, ADMIN));
      await page.goto('/admin');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      for (const { tab, fr, ar } of TABS) {
        await page.getByRole('tab', { name: language === 'fr' ? fr : ar }).click();
        await expect(page.getByRole('tab', { name: language === 'fr' ? fr : ar })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel').locator('table, p').first()).toBeVisible();
        await settle(page);
        await page.screenshot({ path: path.join(OUT, `admin-${tab}-${language}-${size}.png`), fullPage: true });
        expect(await seriousViolations(page), `${tab} (${language}, ${size})`).toEqual([]);
      }
      for (const route of ['/products-management', '/test-promotion', '/admin-info']) {
        await page.goto(route);
        await expect(page.locator('main h1').first()).toBeVisible();
        await settle(page);
        await page.screenshot({ path: path.join(OUT, `${route.slice(1)}-${language}-${size}.png`), fullPage: true });
        expect(await seriousViolations(page), `${route} (${language}, ${size})`).toEqual([]);
      }
    });
  }
}
