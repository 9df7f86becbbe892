import { expect, test } from '../support/test';
import { uniqueEmail } from '../support/app';

// A visitor's whole path in one browser session: browse → category → product → sign up →
// like (count +1, then 'already liked') → search → Arabic → admin refused.
test('a visitor browses, signs up, likes a product, searches and switches to Arabic', async ({ page }) => {
  await test.step('browse home and pick a category', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Produits récents' })).toBeVisible();
    await page.getByRole('group', { name: 'Catégories' }).getByRole('button', { name: 'Voiture' }).click();
    await expect(page.getByRole('heading', { name: 'Produits Voiture' })).toBeVisible();
  });

  const list = page.getByRole('region', { name: 'Produits Voiture' });
  const card = list.getByRole('article').first();
  await expect(card.getByText('Voiture', { exact: true })).toBeVisible();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  await test.step('open the product', async () => {
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: 'Détails du produit' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  const likeButton = page.getByRole('button', { name: /^(J'aime|Aimé|En cours\.\.\.)\s*\d+$/ });
  const countOf = async () => Number((await likeButton.textContent())?.match(/\d+/)?.[0]);

  await test.step('a visitor is asked to sign in before liking', async () => {
    await likeButton.click();
    await expect(page.getByText('Vous devez être connecté pour aimer des produits')).toBeVisible();
  });

  await test.step('sign up a fresh user and come back to the product', async () => {
    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await page.getByRole('menuitem', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('tab', { name: 'Inscription' }).click();
    const form = page.getByRole('form', { name: 'Inscription' });
    await form.getByLabel('Nom affiché').fill('Client E2E');
    await form.getByLabel('Email').fill(uniqueEmail());
    await form.getByLabel('Mot de passe').fill('Souk-Demo-2026');
    await form.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText('Vérifiez votre email')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  await test.step('like it once: the count grows by one', async () => {
    await expect(likeButton).toHaveText(/^J'aime\s*\d+$/);
    const before = await countOf();
    await likeButton.click();
    await expect(likeButton).toHaveText(new RegExp(`^Aimé\\s*${before + 1}$`));
    await expect(page.getByText('Succès')).toBeVisible();
  });

  await test.step('a second like only says it was already liked', async () => {
    const likeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/like')) likeCalls.push(request.url());
    });
    await likeButton.click();
    await expect(page.getByText('Vous avez déjà aimé ce produit')).toBeVisible();
    expect(likeCalls).toEqual([]);
  });

  await test.step("searching 'canape' finds a Canapé listing (accents ignored, on the server)", async () => {
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('canape');
    await expect(page.getByText(/produit\(s\) trouvé\(s\) pour « canape »/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Canapé/ }).first()).toBeVisible();
  });

  await test.step('switch to Arabic: right to left, Arabic labels', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Afficher le site en arabe' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'بحث', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'عرض الموقع بالفرنسية' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'عرض الموقع بالفرنسية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  await test.step("a non-admin opening /admin is refused ('Accès Refusé')", async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Accès Refusé' })).toBeVisible();
    await expect(page.getByText('Seuls les administrateurs peuvent accéder au tableau de bord.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
