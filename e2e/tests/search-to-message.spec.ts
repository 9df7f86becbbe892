import { expect, test } from '../support/test';
import { confirmedAccount, type Session } from '../support/accounts';
import { findProduct, VIEWPORTS } from '../support/app';

// Issue 33: a buyer types a search, presses Enter and at once clicks 'Message' on a result. The
// search box's late write of `q` into the URL used to cancel the navigation to the messages while
// their screen was loading (about 1 try in 8). Every try must reach the conversation.
const TITLE = 'Canapé d’angle en cuir';
const TRIES = 20;

let buyer: Session;
let product: { id: string; title: string };

test.beforeAll(async ({ request }) => {
  buyer = await confirmedAccount(request, 'Rania Acheteuse', 'search-msg');
  product = await findProduct(request, TITLE);
  expect(product.title).toBe(TITLE);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: type, Enter, 'Message' at once opens the conversation, ${TRIES} tries out of ${TRIES}`, async ({ browser, baseURL }) => {
    // A fresh page load per try: about 40 s a try on a 2-core box shared by five agents.
    test.setTimeout(TRIES * 60_000);
    const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR', timezoneId: 'Africa/Tunis' });
    await context.addInitScript((token) => window.localStorage.setItem('authToken', token), buyer.token);
    const page = await context.newPage();
    const landed: string[] = [];

    for (let attempt = 1; attempt <= TRIES; attempt++) {
      // A fresh page each time: the messages screen's code is fetched anew by the router, as on a first click.
      await page.goto('/?tab=search');
      const box = page.getByRole('searchbox', { name: 'Rechercher un produit' });
      await box.pressSequentially('canape');
      await box.press('Enter');
      await page.getByRole('button', { name: `Envoyer un message au vendeur de « ${TITLE} »` }).first().click();

      await expect(page, `try ${attempt}`).toHaveURL(new RegExp(`/messages\\?(product=${product.id}|conversation=)`));
      const thread = page.getByRole('region', { name: /^Conversation avec/ });
      await expect(thread.getByRole('link', { name: TITLE }), `try ${attempt}`).toBeVisible();
      await expect(page, `try ${attempt}`).toHaveURL(/\/messages\?conversation=/);
      landed.push(new URL(page.url()).search);
    }

    // Every try opened the one conversation about this listing.
    expect(new Set(landed).size).toBe(1);
    await context.close();
  });
}
