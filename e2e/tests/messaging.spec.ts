import { expect, test, type Browser, type Page } from '../support/test';
import path from 'node:path';
import { confirmedAccount, type Session } from '../support/accounts';
import { openAssistantPanel, settle, useLanguage, VIEWPORTS } from '../support/app';
import { seriousViolations } from '../support/axe';

// Buyers meet sellers: two browser contexts on the real stack, the support bot and the shopping assistant.
const OUT = path.join(__dirname, '..', 'artifacts', 'screenshots');

/** A browser context already signed in as `session` (the token is where the site keeps it). */
async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  session: Session,
  language: 'fr' | 'ar' = 'fr',
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR', timezoneId: 'Africa/Tunis' });
  await context.addInitScript(
    ([token, lang]) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('language', lang);
    },
    [session.token, language] as const,
  );
  return context.newPage();
}

const openPanel = openAssistantPanel;

/** The open conversation (the list beside it repeats the last message). */
const thread = (page: Page) => page.getByRole('region', { name: /^Conversation avec/ });

let seller: Session;
let buyer: Session;
let product: { id: string; title: string };

test.beforeAll(async ({ request }) => {
  seller = await confirmedAccount(request, 'Hela Vendeuse', 'msg');
  buyer = await confirmedAccount(request, 'Sami Acheteur', 'msg');
  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: {
      title: 'Canapé convertible bleu',
      description: 'Canapé 3 places, housse lavable.',
      category: 'mobilier',
      location: 'Tunis',
      price: 700,
      condition: 'good',
    },
  });
  expect(created.status()).toBe(201);
  product = ((await created.json()) as { data: { id: string; title: string } }).data;
});

test('buyer and seller exchange messages; unread badge, safety warning and blocking', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const buyerPage = await signedInPage(browser, baseURL, buyer);
  const sellerPage = await signedInPage(browser, baseURL, seller);

  // The seller waits on the listings page; the header polls the unread count.
  await sellerPage.goto('/products');
  const sellerMessages = sellerPage.getByRole('banner').getByRole('button', { name: /^Messages/ });
  await expect(sellerMessages).toHaveAccessibleName('Messages');

  // The buyer opens the listing and writes.
  await buyerPage.goto(`/product/${product.id}`);
  await buyerPage.getByRole('button', { name: 'Envoyer message' }).first().click();
  await expect(buyerPage.getByText('Redirection vers les messages')).toBeVisible();
  await expect(buyerPage).toHaveURL(/\/messages\?conversation=/);
  await expect(thread(buyerPage).getByText('Commencez la conversation')).toBeVisible();
  const buyerInput = buyerPage.getByRole('textbox', { name: 'Votre message' });
  await buyerInput.fill('Bonjour, le canapé est-il toujours disponible ?');
  await buyerInput.press('Enter');
  await expect(thread(buyerPage).getByText('Bonjour, le canapé est-il toujours disponible ?')).toBeVisible();

  // Within one poll (15 s) the seller sees the badge.
  await expect(sellerMessages).toHaveAccessibleName('Messages (1 non lus)', { timeout: 20_000 });
  await sellerMessages.click();
  await expect(sellerPage).toHaveURL(/\/(messages|\?tab=messages)$/);
  await sellerPage.getByRole('link', { name: /Canapé convertible bleu/ }).click();
  await expect(thread(sellerPage).getByText('Bonjour, le canapé est-il toujours disponible ?')).toBeVisible();
  // Opening the thread marked it read: the badge clears.
  await expect(sellerMessages).toHaveAccessibleName('Messages', { timeout: 10_000 });

  const sellerInput = sellerPage.getByRole('textbox', { name: 'Votre message' });
  await sellerInput.fill('Oui, il est disponible.');
  await sellerInput.press('Enter');
  await expect(thread(sellerPage).getByText('Oui, il est disponible.')).toBeVisible();

  // The buyer's open thread polls every 5 s.
  await expect(thread(buyerPage).getByText('Oui, il est disponible.')).toBeVisible({ timeout: 12_000 });

  // A phone number gets the safety warning, on both sides.
  await buyerInput.fill('Appelez-moi au 22 123 456');
  await buyerInput.press('Enter');
  await expect(thread(buyerPage).getByRole('note').filter({ hasText: "Ne payez jamais d'avance" })).toBeVisible();
  await expect(thread(sellerPage).getByRole('note').filter({ hasText: "Ne payez jamais d'avance" })).toBeVisible({
    timeout: 12_000,
  });

  // The seller blocks the buyer; the buyer can no longer write.
  await sellerPage.getByRole('button', { name: 'Bloquer' }).click();
  await sellerPage
    .getByRole('dialog', { name: /Bloquer Sami Acheteur/ })
    .getByRole('button', { name: 'Bloquer' })
    .click();
  await expect(thread(sellerPage).getByText('Vous avez bloqué cet utilisateur : il ne peut plus vous écrire.')).toBeVisible();

  await buyerInput.fill('Pourquoi ne répondez-vous plus ?');
  await buyerInput.press('Enter');
  await expect(buyerPage.getByRole('alert').filter({ hasText: 'Cet utilisateur ne reçoit plus vos messages' })).toBeVisible();
  await expect(thread(buyerPage).getByText('Vous ne pouvez plus écrire à cet utilisateur.')).toBeVisible({ timeout: 20_000 });
  await expect(buyerInput).toBeDisabled();

  // Screenshots and axe of the messages screen, fr and ar, desktop and phone.
  for (const language of ['fr', 'ar'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const page = await signedInPage(browser, baseURL, seller, language, viewport);
      await page.goto('/messages');
      await page.getByRole('link', { name: /Canapé convertible bleu/ }).click();
      await expect(page.getByRole('textbox')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await settle(page);
      await page.screenshot({ path: path.join(OUT, `messages-${language}-${size}.png`), fullPage: true });
      expect(await seriousViolations(page), `${language} ${size}`).toEqual([]);
      await page.context().close();
    }
  }
});

test('the support bot answers a FAQ question in French and in Arabic', async ({ page }) => {
  await page.goto('/products');
  await openPanel(page, 'Aide');
  const panel = page.getByRole('dialog', { name: 'Aide Souk' });
  await panel.getByRole('textbox', { name: 'Votre question' }).fill('Comment publier une annonce ?');
  await panel.getByRole('textbox', { name: 'Votre question' }).press('Enter');
  await expect(panel.getByText(/Connectez-vous, ouvrez l’onglet « Ajouter »/)).toBeVisible();
  await page.screenshot({ path: path.join(OUT, 'support-bot-fr-desktop.png') });

  await useLanguage(page, 'ar');
  await page.goto('/products');
  await openPanel(page, 'مساعدة');
  const arabic = page.getByRole('dialog', { name: 'مساعدة سوق' });
  await arabic.getByRole('textbox', { name: 'سؤالك' }).fill('كيف أنشر إعلانا؟');
  await arabic.getByRole('textbox', { name: 'سؤالك' }).press('Enter');
  await expect(arabic.getByText(/سجّل الدخول، افتح تبويب « إضافة »/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(OUT, 'support-bot-ar-desktop.png') });
});

test('the shopping assistant shows matching cards and its link opens /products with those filters', async ({ page }) => {
  await page.goto('/');
  await openPanel(page, "Assistant d'achat");
  const panel = page.getByRole('dialog', { name: "Assistant d'achat" });
  const input = panel.getByRole('textbox', { name: 'Que cherchez-vous ?' });
  await input.fill('canapé moins de 1000 dinars à Tunis');
  await input.press('Enter');
  const chips = panel.getByRole('list', { name: "J'ai compris :" });
  for (const chip of ['Mobilier', 'canapé', 'Tunis']) await expect(chips.getByText(chip, { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Canapé convertible bleu/ }).first()).toBeVisible();
  const seeAll = panel.getByRole('link', { name: /^Voir (les \d+ résultats|le résultat)$/ });
  const label = (await seeAll.textContent()) ?? '';
  const count = Number(/\d+/.exec(label)?.[0] ?? 1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(OUT, 'assistant-fr-desktop.png') });

  await seeAll.click();
  await expect(page).toHaveURL(/\/products\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    category: 'mobilier',
    city: 'tunis',
    maxPrice: '1000',
    search: 'canapé',
  });
  await expect(page.getByText(`${count} produit(s) trouvé(s)`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Canapé convertible bleu' }).first()).toBeVisible();
});

test('the home route does not load the widgets or messages code until asked', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Produits récents' })).toBeVisible();
  const html = await (await page.request.get('/')).text();
  // The panels come in chunks of their own, on first open.
  expect(html).not.toMatch(/assistant-panel|support-bot-panel|messages-page/);
  expect(scripts.some((s) => /assistant-panel|support-bot-panel/.test(s))).toBe(false);
  await openPanel(page, "Assistant d'achat");
  await expect(page.getByRole('dialog', { name: "Assistant d'achat" })).toBeVisible();
  expect(scripts.some((s) => /assistant-panel/.test(s))).toBe(true);
});
