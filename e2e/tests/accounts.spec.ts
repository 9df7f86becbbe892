import { expect, test, type APIRequestContext, type Page } from '../support/test';
import path from 'node:path';
import { settle, uniqueEmail, useLanguage, VIEWPORTS } from '../support/app';
import { waitForMail } from '../support/mail';
import { seriousViolations } from '../support/axe';

// The account screens end to end on the real stack: e-mails go through a real SMTP receiver
// (global-setup.ts) and the specs follow their links as the user would.
const PASSWORD = 'Jasmin-Carthage-77';
const NEW_PASSWORD = 'nouveau-secret-5678';

async function signUpInUi(page: Page, email: string, name: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  const form = page.getByRole('form', { name: 'Inscription' });
  await form.getByLabel('Nom affiché').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Vérifiez votre email')).toBeVisible();
}

async function signInInUi(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

const tokenOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('authToken'));

async function createListing(request: APIRequestContext, token: string, title: string) {
  const response = await request.post('/api/products', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, description: 'Cadre acier, freins révisés, très bon état.', category: 'sport', location: 'Sousse', price: 320, condition: 'good' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test('accounts: confirm by e-mail, profile, privacy, notifications, password reset, deletion', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('compte');
  let productId = '';

  await test.step('sign up; the address waits for confirmation; the e-mail’s link confirms it', async () => {
    await signUpInUi(page, email, 'Amel Vendeuse');
    await expect(page.getByText('Confirmez votre adresse e-mail.')).toBeVisible();
    const mail = await waitForMail(email, /Confirmez votre adresse e-mail/);
    expect(mail.text).toContain('Bonjour Amel Vendeuse,');
    expect(mail.link).toContain('/auth/confirm-email?token=');
    await page.goto(mail.link!);
    await expect(page.getByText('Adresse e-mail confirmée')).toBeVisible();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page.getByRole('heading', { name: 'Produits récents' })).toBeVisible();
    await expect(page.getByText('Confirmez votre adresse e-mail.')).toHaveCount(0);
  });

  await test.step('profile edit survives a reload', async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Modifier' }).click();
    const form = page.getByRole('form', { name: 'Modifier le profil' });
    await form.getByLabel('Biographie').fill('Je vends des vélos révisés à Sousse.');
    await form.getByLabel('Localisation').fill('Sousse');
    await form.getByLabel('Téléphone').fill('+216 22 123 456');
    await form.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByText('Profil mis à jour avec succès')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Je vends des vélos révisés à Sousse.')).toBeVisible();
    await expect(page.getByText('+216 22 123 456')).toBeVisible();
  });

  // The listing itself is published through the API here (the publish form has its own spec).
  productId = await createListing(request, (await tokenOf(page))!, 'Vélo de route Btwin');
  const visitor = await browser.newPage();

  const sellerPhoneShown = async () => {
    await visitor.goto(`/product/${productId}`);
    await visitor.getByRole('button', { name: 'Voir profil' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Profil du vendeur' });
    await expect(dialog.getByText(/^Membre depuis le /)).toBeVisible();
    return dialog.getByRole('link', { name: '+216 22 123 456' }).isVisible();
  };

  await test.step('a privacy flag shows, then hides, the phone in the public seller dialog', async () => {
    expect(await sellerPhoneShown()).toBe(false);
    await page.goto('/settings');
    const phoneSwitch = page.getByRole('switch', { name: 'Afficher mon téléphone sur mon profil public' });
    await phoneSwitch.click();
    await expect(phoneSwitch).toBeChecked();
    await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
    expect(await sellerPhoneShown()).toBe(true);
    await phoneSwitch.click();
    await expect(phoneSwitch).not.toBeChecked();
    await expect.poll(sellerPhoneShown).toBe(false);
  });

  await test.step('user B (Arabic e-mails) likes the listing; A sees the notification, clicks it: read, on the listing', async () => {
    const bEmail = uniqueEmail('fan');
    const signup = await request.post('/api/auth/signup', { data: { email: bEmail, password: PASSWORD, display_name: 'Karim', language: 'ar' } });
    expect(signup.status()).toBe(201);
    const arabicMail = await waitForMail(bEmail, /أكّد عنوان بريدك/);
    expect(arabicMail.html).toContain('dir="rtl"');

    await signInInUi(visitor, bEmail, PASSWORD);
    await expect(visitor.getByText('Bienvenue !')).toBeVisible();
    await visitor.goto(`/product/${productId}`);
    const like = visitor.getByRole('button', { name: /^J'aime\s*0$/ });
    await like.click();
    await expect(visitor.getByRole('button', { name: /^Aimé\s*1$/ })).toBeVisible();

    await test.step('B finds it under the heart tab', async () => {
      await visitor.goto('/?tab=favorites');
      await expect(visitor.getByRole('heading', { name: 'Vélo de route Btwin' })).toBeVisible();
    });

    await page.goto('/');
    const bell = page.getByRole('button', { name: 'Notifications (1 non lues)' });
    await expect(bell).toBeVisible({ timeout: 20_000 });
    await bell.click();
    const item = page.getByRole('button', { name: /^Non lue — Nouveau j’aime/ });
    await expect(item).toContainText('Karim aime votre annonce « Vélo de route Btwin »');
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
    await expect(page.getByRole('heading', { name: 'Vélo de route Btwin' })).toBeVisible();
    await page.goto('/?tab=notifications');
    await expect(page.getByRole('button', { name: /^Nouveau j’aime/ })).toBeVisible();
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  });
  await visitor.close();

  await test.step('password reset by e-mail', async () => {
    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    const form = page.getByRole('form', { name: 'Mot de passe oublié ?' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByText(/Si un compte existe pour cette adresse/)).toBeVisible();
    const mail = await waitForMail(email, /Réinitialisation/);
    await page.goto(mail.link!);
    const reset = page.getByRole('form', { name: 'Nouveau mot de passe' });
    await reset.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
    await reset.getByLabel('Confirmer le mot de passe').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe modifié. Vous pouvez vous connecter.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await signInInUi(page, email, PASSWORD);
    await expect(page.getByText('Email ou mot de passe incorrect').first()).toBeVisible();
    await signInInUi(page, email, NEW_PASSWORD);
    await expect(page.getByText('Bienvenue !')).toBeVisible();
  });

  await test.step('account deletion signs out; the account can no longer sign in', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
    await dialog.getByLabel('Votre mot de passe').fill(NEW_PASSWORD);
    await dialog.getByLabel('Tapez SUPPRIMER pour confirmer').fill('SUPPRIMER');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page.getByText('Compte supprimé')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await expect(page.getByRole('menuitem', { name: 'Se connecter' })).toBeVisible();
    await page.keyboard.press('Escape');
    await signInInUi(page, email, NEW_PASSWORD);
    await expect(page.getByText('Email ou mot de passe incorrect').first()).toBeVisible();
    expect((await request.get(`/api/products/${productId}`)).status()).toBe(404);
  });
});

// Screens of this work at desktop and mobile sizes, in French and Arabic, each scanned by axe.
const OUT = path.join(__dirname, '..', 'artifacts', 'screenshots');

const ACCOUNT_SCREENS = [
  { name: 'profile', path: '/profile' },
  { name: 'settings', path: '/settings' },
  { name: 'notifications', path: '/?tab=notifications' },
  { name: 'favorites', path: '/?tab=favorites' },
  { name: 'forgot-password', path: '/auth/forgot-password', signedOut: true },
  { name: 'reset-password', path: '/auth/reset-password?token=exemple', signedOut: true },
  { name: 'confirm-email', path: '/auth/confirm-email?token=lien-perime', signedOut: true },
];

for (const language of ['fr', 'ar'] as const) {
  test(`account screens — ${language}: screenshots at both sizes, no serious axe violation`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    // A signed-in seller with a notification and a favourite, so no screen is empty.
    const email = uniqueEmail(`ecran-${language}`);
    const signup = await request.post('/api/auth/signup', { data: { email, password: PASSWORD, display_name: language === 'ar' ? 'سلمى' : 'Salma', language } });
    const { token } = (await signup.json()) as { token: string };
    const fan = (await (await request.post('/api/auth/signup', { data: { email: uniqueEmail('fan'), password: PASSWORD, display_name: 'Nour' } })).json()) as { token: string };
    const mail = await waitForMail(email, language === 'ar' ? /أكّد/ : /Confirmez/);
    await request.post('/api/auth/confirm-email', { data: { token: new URL(mail.link!).searchParams.get('token') } });
    const listing = await createListing(request, token, language === 'ar' ? 'دراجة هوائية' : 'Vélo de ville');
    await request.post(`/api/products/${listing}/like`, { headers: { authorization: `Bearer ${fan.token}` } });
    const favourite = (await (await request.get('/api/products', { params: { pageSize: 1 } })).json()) as { data: Array<{ id: string }> };
    await request.post(`/api/products/${favourite.data[0]!.id}/like`, { headers: { authorization: `Bearer ${token}` } });

    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Africa/Tunis' });
      const page = await context.newPage();
      await useLanguage(page, language);
      await page.goto('/auth/forgot-password');
      for (const screen of ACCOUNT_SCREENS) {
        // The session is the stored token: set it for the signed-in screens, drop it for the others.
        await page.evaluate((t) => (t ? window.localStorage.setItem('authToken', t) : window.localStorage.removeItem('authToken')), screen.signedOut ? null : token);
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.getByText(language === 'ar' ? 'جارٍ التحقق من الرابط...' : 'Vérification du lien...')).toHaveCount(0);
        await settle(page);
        await page.screenshot({ path: path.join(OUT, `account-${screen.name}-${language}-${size}.png`), fullPage: true });
        expect(await seriousViolations(page), `${screen.name} ${language} ${size}`).toEqual([]);
      }
      await context.close();
    }
  });
}
