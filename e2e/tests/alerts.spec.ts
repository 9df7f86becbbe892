import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import path from 'node:path';
import { confirmedAccount, type Session } from '../support/accounts';
import { settle, useLanguage, VIEWPORTS, type Language } from '../support/app';

// Saved searches: a buyer saves the search of /products, a seller publishes a listing that matches,
// the buyer's bell says so within one poll and 'Mes alertes' counts it.
const OUT = path.join(__dirname, '..', 'artifacts', 'screenshots');

const TEXT = {
  fr: {
    create: 'Créer une alerte',
    created: 'Alerte créée',
    search: 'Rechercher un produit',
    searchButton: 'Rechercher',
    bell: /^Notifications \(1 non lu/,
    alertsTitle: 'Mes alertes',
    newCount: '1 nouvelle annonce',
    seeResults: 'Voir les résultats',
  },
  ar: {
    create: 'إنشاء تنبيه',
    created: 'تم إنشاء التنبيه',
    search: 'ابحث عن منتج',
    searchButton: 'بحث',
    bell: /^الإشعارات \(إشعار واحد/,
    alertsTitle: 'تنبيهاتي',
    newCount: 'إعلان جديد واحد',
    seeResults: 'عرض النتائج',
  },
} as const;

async function signIn(page: Page, session: Session) {
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), session.token);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

for (const language of ['fr', 'ar'] as Language[]) {
  test(`${language}: an alert saved from /products tells the buyer of a new matching listing`, async ({ page, request }) => {
    const t = TEXT[language];
    const tag = `vitrine${language}${Date.now()}`;
    const buyer = await confirmedAccount(request, 'Nour Acheteuse', `alert-${language}`);
    const seller = await confirmedAccount(request, 'Karim Vendeur', `alert-seller-${language}`);
    await useLanguage(page, language);
    await signIn(page, buyer);

    await page.goto(`/products?search=${tag}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.created)).toBeVisible();

    const created = await request.post('/api/products', {
      headers: { authorization: `Bearer ${seller.token}` },
      data: { title: `Vitrine ancienne ${tag}`, description: 'Vitrine en chêne, portes vitrées.', category: 'mobilier', location: 'Sousse', price: 480, condition: 'good' },
    });
    expect(created.status()).toBe(201);
    const product = ((await created.json()) as { data: { id: string } }).data;

    // The unread count is polled every 15 s: the alert is there by the next poll.
    const bell = page.getByRole('button', { name: t.bell });
    await expect(bell).toBeVisible({ timeout: 20_000 });
    await bell.click();
    await page.getByText(`Vitrine ancienne ${tag}`).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}`));

    await page.goto('/alertes');
    await expect(page.getByRole('heading', { level: 1, name: t.alertsTitle })).toBeVisible();
    await expect(page.getByText(t.newCount)).toBeVisible();
    await settle(page);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: path.join(OUT, `alerts-${language}-${name}.png`), fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: t.seeResults }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?search=${tag}`));
    await expect(page.getByText(`Vitrine ancienne ${tag}`).first()).toBeVisible();
    await page.goto('/alertes');
    await expect(page.getByText(t.newCount)).toHaveCount(0);
  });
}

test('a visitor is asked to sign in and lands back with the alert saved', async ({ page, request }) => {
  const buyer = await confirmedAccount(request, 'Visiteuse', 'alert-visitor');
  const tag = `lustre${Date.now()}`;
  await page.goto(`/products?search=${tag}`);
  await page.getByRole('button', { name: 'Créer une alerte' }).click();
  await expect(page).toHaveURL(/\/auth/);
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Email').fill(buyer.email);
  await form.getByLabel('Mot de passe').fill('Jasmin-Carthage-77');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?search=${tag}`));
  await expect(page.getByText('Alerte créée')).toBeVisible();
  const saved = await request.get('/api/saved-searches', { headers: { authorization: `Bearer ${buyer.token}` } });
  expect(((await saved.json()) as { data: Array<{ filters: { search?: string } }> }).data.map((a) => a.filters.search)).toEqual([tag]);
});
