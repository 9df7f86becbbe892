import { expect, test, type Page } from '../support/test';
import { confirmedAccount } from '../support/accounts';

// Sessions as rows (ARCHITECTURE decision 49): one account signed in on two devices; the first
// ends the second from 'Sessions actives' in the settings, with the keyboard.
const PASSWORD = 'Jasmin-Carthage-77';
const PHONE_UA = 'Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0';

async function signInInUi(page: Page, email: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
}

test('sessions: one device signs another out from the settings; sign out everywhere', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const account = await confirmedAccount(request, 'Hela Deux-Appareils', 'sessions');
  const laptop = await browser.newContext({ locale: 'fr-FR' });
  const phone = await browser.newContext({ locale: 'fr-FR', userAgent: PHONE_UA });
  const laptopPage = await laptop.newPage();
  const phonePage = await phone.newPage();
  await signInInUi(laptopPage, account.email);
  await signInInUi(phonePage, account.email);

  // The refresh token is an httpOnly cookie for /api/auth only; the access token stays where SPEC 4 puts it.
  const [cookie] = (await laptop.cookies()).filter((c) => c.name === 'souk_refresh');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
  expect(await laptopPage.evaluate(() => window.localStorage.getItem('authToken'))).toBeTruthy();

  await test.step('the laptop lists its sessions, itself marked, and ends the phone’s with the keyboard', async () => {
    await phonePage.goto('/settings');
    await expect(phonePage.getByRole('heading', { name: 'Paramètres' })).toBeVisible();

    await laptopPage.goto('/settings');
    const section = laptopPage.getByRole('region', { name: 'Sessions actives' });
    const list = section.getByRole('list', { name: 'Sessions actives' });
    // Sign-up's session (the API call above), the laptop, the phone.
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const mine = list.getByRole('listitem').filter({ hasText: 'Cet appareil' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Chromium sur Linux');
    const phoneRow = list.getByRole('listitem', { name: /Firefox sur Android/ });
    await expect(phoneRow).toBeVisible();
    const disconnect = phoneRow.getByRole('button', { name: 'Déconnecter Firefox sur Android' });
    await disconnect.focus();
    await laptopPage.keyboard.press('Enter');
    await expect(laptopPage.getByText('Firefox sur Android a été déconnecté.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
  });

  await test.step('the phone’s next action finds it signed out', async () => {
    await phonePage.getByRole('switch', { name: 'Autoriser les acheteurs à m’écrire' }).click();
    await expect(phonePage.getByText('Votre session a expiré. Veuillez vous reconnecter.').first()).toBeVisible();
    await expect(phonePage.getByRole('button', { name: 'Menu utilisateur' })).toHaveCount(0);
    expect(await phonePage.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  });

  await test.step('the laptop keeps going, then signs out everywhere', async () => {
    await laptopPage.reload();
    const section = laptopPage.getByRole('region', { name: 'Sessions actives' });
    await section.getByRole('button', { name: 'Se déconnecter partout' }).click();
    await expect(laptopPage.getByText('Déconnexion réussie')).toBeVisible();
    await expect(laptopPage).toHaveURL(/\/$/);
    // The account's first session (its token kept by the test) ended with the others.
    const stale = await request.get('/api/profile', { headers: { authorization: `Bearer ${account.token}` } });
    expect(stale.status()).toBe(401);
  });

  await laptop.close();
  await phone.close();
});
