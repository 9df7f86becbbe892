import { expect, test, type APIRequestContext } from '../support/test';
import path from 'node:path';
import { confirmedAccount, pageAs, type Session } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { settle, VIEWPORTS } from '../support/app';

// Reviews and seller pages (issue 28): a buyer who talked with the seller reviews them, the seller is
// told and answers, and the rating appears from the third review on the listing and on /vendeur/:id.
const OUT = path.join(__dirname, '..', 'artifacts', 'screenshots');

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** The buyer asks about the listing and the seller answers: what makes a review possible. */
async function exchange(request: APIRequestContext, buyer: Session, seller: Session, productId: string) {
  const started = await request.post('/api/conversations', { headers: auth(buyer), data: { product_id: productId } });
  expect([200, 201]).toContain(started.status());
  const conversation = ((await started.json()) as { id: string }).id;
  for (const [who, content] of [[buyer, 'Bonjour, toujours disponible ?'], [seller, 'Oui, passez demain.']] as const) {
    expect((await request.post(`/api/conversations/${conversation}/messages`, { headers: auth(who), data: { content } })).status()).toBe(201);
  }
}

let seller: Session;
let buyer: Session;
let product: { id: string; title: string };

test.beforeAll(async ({ request }) => {
  seller = await confirmedAccount(request, 'Rania Céramiques', 'rev');
  buyer = await confirmedAccount(request, 'Karim Acheteur', 'rev');
  const created = await request.post('/api/products', {
    headers: auth(seller),
    data: { title: 'Service à thé en cuivre', description: 'Plateau et six verres, Nabeul.', category: 'mobilier', location: 'Nabeul', price: 180, condition: 'good' },
  });
  expect(created.status()).toBe(201);
  product = ((await created.json()) as { data: { id: string; title: string } }).data;
  // Two earlier buyers already reviewed this seller.
  for (const [name, rating] of [['Lina', 5], ['Omar', 4]] as const) {
    const other = await confirmedAccount(request, name, 'rev');
    await exchange(request, other, seller, product.id);
    expect((await request.post(`/api/products/${product.id}/reviews`, { headers: auth(other), data: { rating } })).status()).toBe(201);
  }
  await exchange(request, buyer, seller, product.id);
});

test('the buyer reviews, the seller is told and answers; the rating shows from the third review', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const buyerPage = await pageAs(browser, baseURL, buyer);
  await buyerPage.goto(`/product/${product.id}`);
  // Two reviews so far: no average yet.
  const stats = buyerPage.getByRole('term').filter({ hasText: 'Note' }).locator('..');
  await expect(stats).toContainText('Nouveau vendeur');
  const form = buyerPage.getByRole('region', { name: 'Votre avis sur le vendeur' });
  // The stars are a radio group: keyboard users move with the arrows (the inputs are visually hidden).
  await form.getByRole('radio', { name: '3 étoiles' }).focus();
  await buyerPage.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: '3 étoiles' })).toBeChecked();
  await form.getByRole('textbox', { name: /Commentaire/ }).fill('Vendeuse aimable, objet conforme.');
  await form.getByRole('button', { name: "Publier l'avis" }).click();
  await expect(buyerPage.getByText('Merci, votre avis est publié')).toBeVisible();
  await expect(buyerPage.getByRole('region', { name: 'Votre avis' })).toContainText('Vendeuse aimable, objet conforme.');
  // The third review: the listing's stats and the seller card show the average, 4.0 of 3 reviews.
  await expect(stats).toContainText('4,0/5 (3)');
  await expect(buyerPage.getByRole('region', { name: 'Informations vendeur' })).toContainText('4,0/5 · 3 avis');

  // The seller's bell has the 'review' notification; it leads to their page, where they answer.
  const sellerPage = await pageAs(browser, baseURL, seller);
  await sellerPage.goto('/?tab=notifications');
  const notice = sellerPage.getByText(/Karim Acheteur vous a donné 3\/5 pour « Service à thé en cuivre »/);
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await sellerPage.goto(`/vendeur/${seller.user.id}`);
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'Rania Céramiques' })).toBeVisible();
  const review = sellerPage.getByTestId('review').filter({ hasText: 'Vendeuse aimable' });
  await review.getByRole('button', { name: 'Répondre' }).click();
  await review.getByRole('textbox', { name: 'Votre réponse publique' }).fill('Merci Karim, à bientôt !');
  await review.getByRole('button', { name: 'Publier la réponse' }).click();
  await expect(review.getByText('Réponse du vendeur')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Répondre' })).toHaveCount(0);

  // Anyone sees the answer, the rating and the listing on the server-drawn seller page, fr and ar.
  for (const language of ['fr', 'ar'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const page = await pageAs(browser, baseURL, null, language, viewport);
      const response = await page.goto(`/vendeur/${seller.user.id}${language === 'ar' ? '?lang=ar' : ''}`);
      expect(response?.status()).toBe(200);
      // Drawn by the server: the name is in the HTML before any script ran.
      expect(await response!.text()).toContain('Rania Céramiques');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByText(language === 'ar' ? 'رد البائع' : 'Réponse du vendeur')).toBeVisible();
      await expect(page.getByRole('link', { name: /Service à thé en cuivre/ }).first()).toBeVisible();
      await settle(page);
      await page.screenshot({ path: path.join(OUT, `seller-page-${language}-${size}.png`), fullPage: true });
      expect(await seriousViolations(page), `${language} ${size}`).toEqual([]);
      await page.context().close();
    }
  }
  const listing = await pageAs(browser, baseURL, buyer, 'ar', VIEWPORTS.mobile);
  await listing.goto(`/product/${product.id}`);
  await expect(listing.getByRole('region', { name: 'تقييمك' })).toBeVisible();
  await settle(listing);
  await listing.screenshot({ path: path.join(OUT, 'review-listing-ar-mobile.png'), fullPage: true });
  expect(await seriousViolations(listing)).toEqual([]);
});
