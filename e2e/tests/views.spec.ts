import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { confirmedAccount, pageAs } from '../support/accounts';
import { seriousViolations } from '../support/axe';

// Listing views (issue 28): one per visitor per listing per day, counted in batches; the owner sees
// them on the listing and in 'Mes annonces', in French and Arabic.
const ADMIN = { email: 'admin@souk.tn', password: 'Admin-Souk-2026' };

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/auth/signin', { data: ADMIN });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The batch writer's next run, now (it runs every 10 s on its own). */
async function flushViews(request: APIRequestContext) {
  const res = await request.post('/api/admin/product-views/flush', { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.status()).toBe(200);
}

/** Opens the listing and waits for its view beacon to be answered. */
async function visit(page: Page, productId: string) {
  const beacon = page.waitForResponse((r) => r.url().endsWith(`/api/products/${productId}/view`) && r.request().method() === 'POST');
  await page.goto(`/product/${productId}`);
  expect((await beacon).status()).toBe(204);
}

test('a second visit the same day adds no view; the owner sees the count on the listing and in Mes annonces', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const seller = await confirmedAccount(request, 'Nadia Vues', 'views');
  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { title: 'Lanterne en fer forgé', description: 'Faite main à Kairouan.', category: 'mobilier', location: 'Kairouan', price: 95, condition: 'good' },
  });
  expect(created.status()).toBe(201);
  const product = ((await created.json()) as { data: { id: string } }).data;

  // A visitor opens the listing, then comes back the same day (a reload sends the beacon again).
  const visitor = await pageAs(browser, baseURL, null);
  await visit(visitor, product.id);
  await flushViews(request);
  await visit(visitor, product.id);
  await flushViews(request);
  const views = visitor.getByRole('term').filter({ hasText: 'Vues' }).locator('..');
  await visitor.reload();
  await expect(views).toContainText('1');
  await expect(views).not.toContainText('2');
  await visitor.context().close();

  // The owner's own visit is not counted; they read the figure in French and in Arabic.
  for (const [language, heading, text] of [['fr', 'Mes annonces', '1 vue(s)'], ['ar', 'إعلاناتي', '1 مشاهدة']] as const) {
    const owner = await pageAs(browser, baseURL, seller, language);
    await owner.goto(`/product/${product.id}`);
    await flushViews(request);
    await owner.goto('/profile');
    await expect(owner.getByRole('heading', { name: heading })).toBeVisible();
    const row = owner.getByRole('listitem').filter({ hasText: 'Lanterne en fer forgé' });
    await expect(row).toContainText(text);
    // The 30-day curve of the same views, read out as its total.
    await expect(row.getByRole('img', { name: language === 'fr' ? 'Vues sur 30 jours : 1' : 'المشاهدات خلال 30 يومًا: 1' })).toBeVisible();
    await expect(owner.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    expect(await seriousViolations(owner), language).toEqual([]);
    await owner.context().close();
  }
});
