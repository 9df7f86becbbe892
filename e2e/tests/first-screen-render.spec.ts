import { expect, test, type Locator, type Page } from '../support/test';
import { confirmedAccount, publishListing } from '../support/accounts';
import { findProduct, useLanguage } from '../support/app';

// Home, /products and a listing page arrive with their first screen drawn by the server
// (ARCHITECTURE decision 59): readable before any JavaScript runs, then hydrated by the app without
// a mismatch (React would log it and draw the whole page again) and working as before.
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');

/** Page errors and console errors, React's hydration errors among them (failed image or tile loads aside). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

test.beforeEach(async ({ page }) => {
  await page.route('**/e2e-tiles/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, /products and a listing page show their listings, in French and in Arabic', async ({ page, request }) => {
    const listing = await findProduct(request, 'canap');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Souk — petites annonces en Tunisie' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(listing.title) }).first()).toBeVisible();
    // Its list: the first screen's cards (the others' places stay hidden), going on at /products (decision 102).
    const recent = page.getByRole('region', { name: 'Produits récents' });
    await expect(recent.locator('li article')).toHaveCount(4);
    await expect(recent.locator('li[aria-hidden="true"]').first()).toBeHidden();
    await expect(recent.getByRole('link', { name: 'Voir toutes les annonces' })).toHaveAttribute('href', '/products');

    await page.goto('/products?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'كل المنتجات' })).toBeVisible();

    await page.goto(`/product/${listing.id}`);
    // (Its title is the page's h1 on a phone, the summary's h2 on a desktop: drawn for this device.)
    await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
  });

  test('the answers a page comes with are every visitor’s: none says who is signed in', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const answers = JSON.parse(/<script id="first-screen"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as [unknown[], unknown, number][];
    expect(answers.length).toBeGreaterThan(2);
    // Queries keyed 'me' (the session, a liked status) answer for one visitor only (lib/auth.ts).
    expect(answers.filter(([key]) => key[0] === 'me')).toEqual([]);
  });
});

test('the drawn pages hydrate without a mismatch and respond at once', async ({ page, request }) => {
  const listing = await findProduct(request, 'canap');
  const errors = collectErrors(page);
  // The handlers are attached: the language switch of the drawn home page works.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('button', { name: 'Afficher le site en arabe' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'سوق — إعلانات مبوبة في تونس' })).toBeVisible();
  // The link's language wins over the one just saved, so each of these is hydrated as drawn.
  for (const url of ['/products?lang=fr', '/?lang=ar', `/product/${listing.id}?lang=fr`, '/products?lang=ar']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a tap on a drawn button before the app has taken over is not lost', async ({ page }) => {
  // The app's entry arrives late, as on a slow phone: the drawn page is there, the code is not.
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const errors = collectErrors(page);
  await page.goto('/products', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('button', { name: 'Afficher le site en arabe' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'كل المنتجات' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a search typed and sent in the drawn field before the app has taken over is not lost', async ({ page }) => {
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const errors = collectErrors(page);
  // Typed and sent at once, as a visitor on a slow phone does: Enter, then the button.
  for (const send of ['Enter', 'button'] as const) {
    await page.goto('/products?lang=fr', { waitUntil: 'commit' });
    const field = page.getByRole('searchbox', { name: 'Rechercher un produit' });
    await field.fill('sousse');
    if (send === 'Enter') await field.press('Enter');
    else await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
    await expect(page, send).toHaveURL(/[?&]search=sousse/);
    await expect(field, send).toHaveValue('sousse');
    const cards = page.locator('main article');
    await expect(cards.first(), send).toContainText('Sousse');
  }
  // Typed before, sent after: the app takes the words it finds in its field.
  await page.goto('/products?lang=fr', { waitUntil: 'commit' });
  const field = page.getByRole('searchbox', { name: 'Rechercher un produit' });
  await field.fill('sousse');
  await page.waitForFunction(() => Object.keys(document.querySelector('main form button')!).some((key) => key.startsWith('__reactProps$')));
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]search=sousse/);
  expect(errors).toEqual([]);
});

test('a drawn page asks for its code once its largest photo has arrived, and without it after 3 s', async ({ page, request }) => {
  // The newest listing has no photo, as many do: the largest photo is its neighbour's.
  await publishListing(request, await confirmedAccount(request, 'Sami Sans Photo', 'nophoto'), {
    title: 'Étagère murale en pin', description: 'Trois planches, fixations fournies.', category: 'mobilier', location: 'Tunis', price: 35, condition: 'good',
  });
  // The order of the network: the photo's answer, then the first script (decision 60). The photos
  // take a second, as on a phone's link, so a script asked for meanwhile would come first.
  await page.route('**/uploads/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const events: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && new URL(response.url()).pathname.startsWith('/uploads/')) events.push('photo');
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/')) events.push('code');
  });
  // A drawing that takes the server longer than its budget (a busy machine) is sent undrawn, its
  // code first, and kept for the next request: asked for once beforehand, as a visitor before.
  await page.request.get('/products');
  const served = await page.goto('/products');
  expect(await served?.text()).toContain('<template id="page-code">');
  await page.getByRole('banner').getByRole('button', { name: 'Afficher le site en arabe' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(events.indexOf('photo')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('photo')).toBeLessThan(events.indexOf('code'));

  // A photo that never answers does not keep the page from working.
  await page.unroute('**/uploads/**');
  await page.route('**/uploads/**', () => undefined);
  const errors = collectErrors(page);
  await page.goto('/?lang=fr', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('button', { name: 'Afficher le site en arabe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'سوق — إعلانات مبوبة في تونس' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor who chose Arabic gets home in Arabic, never the French drawing', async ({ page }) => {
  const errors = collectErrors(page);
  await useLanguage(page, 'ar');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'سوق — إعلانات مبوبة في تونس' })).toBeVisible();
  await expect(page.getByText('Produits récents')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/first-screen-hidden/);
  expect(errors).toEqual([]);
});

test('a visitor who came by a French link and switched to Arabic still reads Arabic after a reload', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/products?lang=fr');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('button', { name: 'Afficher le site en arabe' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The link now names the language chosen, as a reload or a shared link will read it.
  await expect(page).toHaveURL(/\/products\?lang=ar$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'كل المنتجات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(errors).toEqual([]);
});

test('a signed-in visitor gets their own header over the drawn page', async ({ page, request }) => {
  const session = await confirmedAccount(request, 'Lecteur Rendu', 'render');
  const errors = collectErrors(page);
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), session.token);
  await page.goto('/products');
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
  // The visitor's drawing never showed: no "Se connecter" was there to be tapped in vain.
  await expect(page.locator('html')).not.toHaveClass(/first-screen-hidden/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' };

// On a slow phone the code arrives seconds after the drawing: a visitor has scrolled meanwhile, and
// hydration must not take the page back to the top under their finger (a tap meant for a button
// would land on what is there now: the router's ScrollRestoration did so, app/layout/scroll-restoration.tsx).
test('a phone visitor who scrolled before the code arrived stays where they are, and their tap opens what they tapped', async ({ browser, request }) => {
  const listing = await findProduct(request, 'canap');
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.route('**/e2e-tiles/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));
  let release = () => {};
  const scrolled = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scrolled;
    await route.continue();
  });
  const errors = collectErrors(page);
  // Drawn in time (a drawing late for its budget is sent undrawn with its code first, and kept for the next request).
  await page.request.get(`/product/${listing.id}`);
  await page.goto(`/product/${listing.id}`, { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Voir profil' });
  await button.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  // Where the visitor sees the button: neither the router nor a part arriving late (the map, the
  // seller's rating) moves it.
  const seen = (await button.boundingBox())!.y;
  release();
  // Hydrated: React has attached the button's handlers.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some((b) => b.textContent === 'Voir profil' && Object.keys(b).some((k) => k.startsWith('__reactProps$'))),
  );
  await page.waitForLoadState('networkidle');
  expect(Math.abs((await button.boundingBox())!.y - seen)).toBeLessThan(2);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Profil du vendeur' }).getByText(/^Membre depuis le /)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

// The listing page lays itself out by width (a phone's and a desktop's layouts differ): the server
// draws it for the device the request names (decision 60), and the browser hydrates that drawing in
// place instead of replacing it, which would lose a tap and cost a phone a second render.
for (const [device, options] of [['desktop', {}], ['phone', PHONE]] as const) {
  test(`a listing drawn for a ${device} hydrates in place and answers a tap at once`, async ({ browser, request }) => {
    const listing = await findProduct(request, 'canap');
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.route('**/e2e-tiles/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      (window as unknown as { replaced: string[] }).replaced = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && (node.matches('article') || node.querySelector('article')))
              (window as unknown as { replaced: string[] }).replaced.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/product/${listing.id}`);
    await page.getByRole('button', { name: 'Voir profil' }).click();
    await expect(page.getByRole('dialog', { name: 'Profil du vendeur' }).getByText(/^Membre depuis le /)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { replaced: string[] }).replaced)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

// Home's markup holds its first screen's cards only; the browser draws the others as they come near,
// in the room their placeholders kept (components/products/product-list.tsx, decision 102).
test("on a phone, home arrives with its first screen's cards and draws the others, in place, as the visitor scrolls to them", async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.route('**/e2e-tiles/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));
  const errors = collectErrors(page);
  // Drawn in time (a drawing late for its budget is sent undrawn, and kept for the next request).
  await page.request.get('/?lang=fr');
  await page.goto('/?lang=fr');
  await page.waitForLoadState('networkidle');
  const list = page.getByRole('region', { name: 'Produits récents' });
  const cards = list.locator('li article');
  await expect(cards).toHaveCount(4);
  const room = await list.locator('li[aria-hidden="true"]').count();
  expect(room).toBeGreaterThan(0);

  // Scrolled down as a thumb does: the cards appear where their places were, and nothing on the
  // screen moves (layout shifts while scrolling count, input or not).
  await page.evaluate(() => {
    (window as unknown as { shifted: number }).shifted = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as Array<{ value: number }>) (window as unknown as { shifted: number }).shifted += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  const link = list.getByRole('link', { name: 'Voir toutes les annonces' });
  for (let step = 0; step < 12 && (await cards.count()) === 4; step++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
  }
  await expect(cards).toHaveCount(4 + room);
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.02);
  expect(errors).toEqual([]);

  // The list goes on at /products.
  await link.click();
  await expect(page).toHaveURL(/\/products\?lang=fr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tous les produits' })).toBeVisible();
  await context.close();
});

// A phone's first screen shows four of the cards a drawn list holds: the others hydrate when they
// come on the screen or are touched (components/hydrate-near-screen.tsx, decision 99).
test('on a phone, a card far down hydrates when scrolled to, and a tap on one not yet hydrated works at once', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.route('**/e2e-tiles/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));
  const errors = collectErrors(page);
  const hydrated = (card: Locator) => card.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
  const openDrawn = async () => {
    // Drawn in time (a drawing late for its budget is sent undrawn, and kept for the next request).
    await page.request.get('/products?lang=fr');
    await page.goto('/products?lang=fr');
    await page.waitForLoadState('networkidle');
  };

  await openDrawn();
  const cards = page.locator('main li article');
  const last = cards.last();
  await expect.poll(() => hydrated(cards.first())).toBe(true);
  expect(await cards.count()).toBeGreaterThan(8);
  expect(await hydrated(last)).toBe(false);
  // Scrolled to, it hydrates.
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(last)).toBe(true);

  // Tapped while still as drawn (a click with no scroll before it, as a screen reader's activation):
  // the app opens the listing itself, in the same document, instead of the browser loading the link.
  await openDrawn();
  expect(await hydrated(last)).toBe(false);
  const link = last.getByRole('link');
  const title = (await link.textContent())!.trim();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await link.dispatchEvent('click');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
