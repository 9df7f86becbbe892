import { expect, test, type APIRequestContext } from '@playwright/test';

// The studio (/studio) as the seeded editor of the README uses it (editeur@souk.tn / Editeur1234).
const EDITOR = { email: 'editeur@souk.tn', password: 'Editeur1234' };
const AD = 'api::advertisement.advertisement';
const HOUR = 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

async function editorToken(request: APIRequestContext) {
  const res = await request.post('/admin/login', { data: EDITOR });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Saves and publishes a banner the way the studio's "Enregistrer" and "Publier" buttons do. */
async function scheduleBanner(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post(`/content-manager/collection-types/${AD}?locale=fr`, { headers, data });
  expect(created.status(), await created.text()).toBe(201);
  const documentId = ((await created.json()) as { data: { documentId: string } }).data.documentId;
  const published = await request.post(`/content-manager/collection-types/${AD}/${documentId}/actions/publish?locale=fr`, { headers, data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return documentId;
}

test('the seeded editor signs in to the studio, sees banners, FAQ and categories, and cannot open conversations or users', async ({ page }) => {
  // The studio's first load compiles nothing but is large: more than one journey step.
  test.setTimeout(180_000);
  await page.goto('/studio/auth/login');
  await page.getByLabel(/^E-?mail/i).fill(EDITOR.email);
  await page.getByLabel(/^(Password|Mot de passe)/i).fill(EDITOR.password);
  // Kept across page loads (the studio otherwise holds the session in memory only).
  await page.getByRole('checkbox', { name: /Remember me|Se souvenir/i }).check();
  await page.getByRole('button', { name: /^(Login|Se connecter|Connexion)$/i }).click();
  await expect(page).toHaveURL(/\/studio(\/)?$/, { timeout: 30_000 });

  await page.goto('/studio/content-manager');
  const nav = page.getByRole('navigation').filter({ hasText: /Publicité/ }).first();
  await expect(nav.getByRole('link', { name: /Publicité/ })).toBeVisible({ timeout: 30_000 });
  await expect(nav.getByRole('link', { name: /Catégorie/ })).toBeVisible();
  for (const hidden of [/Conversation/, /^Message$/, /Notification/, /J'aime/, /Signalement/, /^User$/, /Utilisateur/]) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  // Opening them by URL: the studio never gets their entries (its own API refuses the editor).
  for (const uid of ['api::conversation.conversation', 'plugin::users-permissions.user']) {
    const answered: number[] = [];
    // The studio's API calls (not the page itself, served at /studio/...).
    const listen = (r: { url(): string; status(): number }) => {
      if (new URL(r.url()).pathname.startsWith(`/content-manager/collection-types/${uid}`)) answered.push(r.status());
    };
    page.on('response', listen);
    await page.goto(`/studio/content-manager/collection-types/${uid}`);
    await page.waitForLoadState('networkidle');
    page.off('response', listen);
    expect(answered.filter((status) => status === 200)).toEqual([]);
    await expect(page.getByRole('grid')).toHaveCount(0);
  }
  // And the editor's own token is refused by the studio's API.
  const token = await editorToken(page.request);
  for (const uid of ['api::conversation.conversation', 'plugin::users-permissions.user']) {
    const direct = await page.request.get(`/content-manager/collection-types/${uid}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(direct.status()).toBe(403);
  }
});

test('a banner the editor schedules for a category shows on that category only, and only inside its window', async ({ page, request }) => {
  const token = await editorToken(request);
  const categories = ((await (await request.get('/api/categories')).json()) as { data: Array<{ id: string; slug: string; name: string }> }).data;
  const sport = categories.find((c) => c.slug === 'sport')!;
  const running = await scheduleBanner(request, token, {
    title: 'Marathon de Carthage',
    target_url: 'https://example.com/marathon',
    advertiser_name: 'Club Carthage',
    position: 'header',
    category: sport.id,
    starts_at: iso(-HOUR),
    ends_at: iso(2 * HOUR),
  });
  const later = await scheduleBanner(request, token, {
    title: 'Semi-marathon de Sousse',
    target_url: 'https://example.com/sousse',
    position: 'header',
    category: sport.id,
    starts_at: iso(24 * HOUR),
    ends_at: iso(48 * HOUR),
  });

  // The home page filtered on the category asks for that category's header banners (and, in a
  // request of its own that may answer first, for its between-listings banners: not this one).
  const headerAds = (category: string) => (r: { url(): string }) => {
    const url = new URL(r.url());
    return url.pathname === '/api/advertisements' && url.searchParams.get('category') === category && url.searchParams.get('position') === 'header';
  };
  await page.goto('/');
  const sportAds = page.waitForResponse(headerAds('sport'));
  await page.getByRole('button', { name: 'Sport', exact: true }).click();
  const shown = ((await (await sportAds).json()) as { data: Array<{ id: string }> }).data.map((a) => a.id);
  expect(shown).toContain(running);
  expect(shown).not.toContain(later);

  const modeAds = page.waitForResponse(headerAds('mobilier'));
  await page.getByRole('button', { name: 'Mobilier', exact: true }).click();
  const elsewhere = ((await (await modeAds).json()) as { data: Array<{ id: string }> }).data.map((a) => a.id);
  expect(elsewhere).not.toContain(running);

  // Ending before it starts is refused with the French message the studio shows.
  const refused = await request.post(`/content-manager/collection-types/${AD}?locale=fr`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: 'Dates inversées', target_url: 'https://example.com', position: 'footer', starts_at: iso(48 * HOUR), ends_at: iso(HOUR) },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('La date de fin doit être postérieure à la date de début');
});
