import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { confirmedAccount } from '../support/accounts';
import { uniqueEmail, useLanguage } from '../support/app';

// Issue 32: every control does what it shows, and ages read in words past a week.
const ADMIN = { email: 'admin@souk.tn', password: 'Admin-Souk-2026' };

async function signIn(request: APIRequestContext, credentials: { email: string; password: string }) {
  const res = await request.post('/api/auth/signin', { data: credentials });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
}

test('products management: view opens the listing, edit its form, add the publish form', async ({ page, request }) => {
  await useToken(page, await signIn(request, ADMIN));
  await page.goto('/products-management');
  await expect(page.getByRole('heading', { name: 'Gestion des Produits' })).toBeVisible();
  const view = page.getByRole('link', { name: /^Voir / }).first();
  const title = ((await view.getAttribute('aria-label')) ?? '').replace(/^Voir /, '');
  expect(title).not.toBe('');

  await view.click();
  await expect(page).toHaveURL(/\/product\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;

  await page.goBack();
  // Two listings may share a title (a demo one and one an earlier test published): this row's own link.
  await page.getByRole('link', { name: `Modifier ${title}` }).and(page.locator(`[href$="edit=${id}"]`)).click();
  await expect(page).toHaveURL(new RegExp(`/\\?tab=add&edit=${id}$`));
  await expect(page.getByRole('textbox', { name: /Titre/ })).toHaveValue(title);

  await page.goto('/products-management');
  await page.getByRole('link', { name: 'Ajouter un produit' }).click();
  await expect(page).toHaveURL(/\/\?tab=add$/);
  await expect(page.getByRole('heading', { name: 'Publier une annonce' })).toBeVisible();
});

test("admin: the system badge reads the API's and the database's health", async ({ page, request }) => {
  await useToken(page, await signIn(request, ADMIN));
  let answered = false;
  page.on('response', (r) => {
    if (r.url().endsWith('/api/admin/health') && r.ok()) answered = true;
  });
  await page.goto('/admin');
  await expect(page.getByRole('status').filter({ hasText: 'Système en ligne' })).toBeVisible();
  expect(answered).toBe(true);

  // When the check fails, the badge says so.
  await page.route('**/api/admin/health', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Problème détecté' })).toBeVisible();
});

test("deleting a notification says 'Notification supprimée'", async ({ page, request }) => {
  const seller = await confirmedAccount(request, 'Lina Vendeuse', 'notif');
  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { title: 'Lampe de bureau', description: 'Lampe articulée, ampoule LED.', category: 'bureautique', location: 'Tunis', price: 40, condition: 'good' },
  });
  expect(created.status()).toBe(201);
  const listing = ((await created.json()) as { data: { id: string } }).data.id;
  const fan = await request.post('/api/auth/signup', { data: { email: uniqueEmail('fan'), password: 'Jasmin-Carthage-77', display_name: 'Nour' } });
  const fanToken = ((await fan.json()) as { token: string }).token;
  expect((await request.post(`/api/products/${listing}/like`, { headers: { authorization: `Bearer ${fanToken}` } })).ok()).toBe(true);

  await useToken(page, seller.token);
  await page.goto('/?tab=notifications');
  const remove = page.getByRole('button', { name: /^Supprimer la notification/ }).first();
  await remove.click();
  await expect(page.getByText('Notification supprimée')).toBeVisible();
  await expect(page.getByText('Aucune notification')).toBeVisible();
});

test('ages past a week read in words on the listing page, and stay short on its card', async ({ page, request }) => {
  const oldest = (await (await request.get('/api/products', { params: { sort: 'date:asc', pageSize: 1 } })).json()) as {
    data: Array<{ id: string; title: string; created_at: string }>;
  };
  const listing = oldest.data[0]!;
  const days = (Date.now() - new Date(listing.created_at).getTime()) / 86_400_000;
  expect(days).toBeGreaterThan(30);

  await page.goto(`/product/${listing.id}`);
  await expect(page.getByText(/^Publié il y a \d+ (mois|ans?)$/)).toBeVisible();
  await expect(page.getByText(/\d+j$/)).toHaveCount(0);

  await useLanguage(page, 'ar');
  await page.goto(`/product/${listing.id}`);
  const posted = page.getByText(/^نُشر منذ /);
  await expect(posted).toBeVisible();
  expect(await posted.textContent()).toMatch(/(شهر|أشهر|شهرين|شهرًا|سنة|سنتين|سنوات)$/);
  await expect(page.getByText(/منذ \d+ ي$/)).toHaveCount(0);
});

test('a demo seller finds conversations with replies, one of them unread, and its notification', async ({ page, request }) => {
  await useToken(page, await signIn(request, { email: 'youssef@souk.tn', password: 'Souk-Demo-2026' }));
  await page.goto('/?tab=notifications');
  const unreadMessages = page.getByRole('listitem').filter({ has: page.getByTestId('unread-dot') }).filter({ hasText: 'Nouveau message' });
  await expect(unreadMessages).toHaveCount(1);
  await expect(unreadMessages).toContainText('MacBook Air M1');
  await page.goto('/messages');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Messages (1 non lus)' })).toBeVisible();
  // As a buyer (the leather sofa) and as a seller (the MacBook, whose buyer's last question waits).
  await expect(page.getByRole('link', { name: /Canapé d’angle en cuir/ })).toBeVisible();
  await page.getByRole('link', { name: /MacBook Air M1/ }).click();
  const thread = page.getByRole('region', { name: /^Conversation avec/ });
  await expect(thread.getByText('Bonsoir, 180 cycles, elle tient une journée de cours.')).toBeVisible();
  await expect(thread.getByText('Très bien. Vous accepteriez 1 100 DT ?')).toBeVisible();
});
