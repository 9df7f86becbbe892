import { expect, test, type Page } from '../support/test';
import path from 'node:path';
import { settle, useLanguage, VIEWPORTS, type Language } from '../support/app';
import { seriousViolations } from '../support/axe';

// A seller's path on the real stack: sign in → publish a car with 3 photos made here → find it
// by search → edit its price → mark it reserved → delete it; in French and in Arabic. Then
// screenshots and axe scans of the form and of the seller's own listings.
const OUT = path.join(__dirname, '..', 'artifacts', 'screenshots');

const TEXT = {
  fr: {
    signInForm: 'Connexion',
    email: 'Email',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    publishButton: 'Publier une annonce',
    formHeading: 'Publier une annonce',
    title: /^Titre/,
    description: /^Description/,
    city: /^Ville/,
    price: /^Prix \(DT\)/,
    brand: /^Marque/,
    model: /^Modèle/,
    year: /^Année/,
    condition: /^État du véhicule/,
    addPhotos: 'Ajouter des photos',
    photo: (n: number) => `Photo ${n}`,
    publish: "Publier l'annonce",
    published: 'Annonce publiée',
    editHeading: "Modifier l'annonce",
    editLink: (title: string) => `Modifier « ${title} »`,
    save: 'Enregistrer les modifications',
    updated: 'Annonce modifiée',
    myListings: 'Mes annonces',
    reserve: 'Marquer comme réservé',
    reserved: 'Réservé',
    deleteLink: (title: string) => `Supprimer « ${title} »`,
    deleteTitle: "Supprimer l'annonce",
    confirmDelete: 'Supprimer',
    deleted: 'Votre produit a été supprimé avec succès',
    price1: /31\s?500 DT/,
    price2: /29\s?900 DT/,
  },
  ar: {
    signInForm: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    publishButton: 'نشر إعلان',
    formHeading: 'نشر إعلان',
    title: /^العنوان/,
    description: /^الوصف/,
    city: /^المدينة/,
    price: /^السعر \(د\.ت\)/,
    brand: /^العلامة/,
    model: /^الطراز/,
    year: /^السنة/,
    condition: /^حالة المركبة/,
    addPhotos: 'إضافة صور',
    photo: (n: number) => `الصورة ${n}`,
    publish: 'نشر الإعلان',
    published: 'تم نشر الإعلان',
    editHeading: 'تعديل الإعلان',
    editLink: (title: string) => `تعديل «${title}»`,
    save: 'حفظ التعديلات',
    updated: 'تم تعديل الإعلان',
    myListings: 'إعلاناتي',
    reserve: 'وضع علامة محجوز',
    reserved: 'محجوز',
    deleteLink: (title: string) => `حذف «${title}»`,
    deleteTitle: 'حذف الإعلان',
    confirmDelete: 'حذف',
    deleted: 'تم حذف منتجك بنجاح',
    price1: /31\u202F?500 د\.ت/,
    price2: /29\u202F?900 د\.ت/,
  },
} as const;

/** The seeded demo sellers (README): one per language so the two runs never share listings. */
const SELLER: Record<Language, string> = { fr: 'karim@souk.tn', ar: 'nour@souk.tn' };

async function signIn(page: Page, language: Language, email: string) {
  const text = TEXT[language];
  await page.goto('/auth');
  const form = page.getByRole('form', { name: text.signInForm });
  await form.getByLabel(text.email).fill(email);
  await form.getByLabel(text.password).fill('Souk-Demo-2026');
  await form.getByRole('button', { name: text.signIn }).click();
  await expect(page).not.toHaveURL(/\/auth$/);
}

/**
 * Photos drawn in the page: the first is a 3000×2000 PNG of noise (about 20 MB, four times the
 * server's 5 MB limit — it goes through only because the browser downscales it), two small ones.
 */
async function makePhotos(page: Page) {
  const photos = await page.evaluate(async () => {
    const draw = async (width: number, height: number, colour: string, noise: boolean) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, width, height);
      if (noise) {
        const image = context.getImageData(0, 0, width, height);
        for (let i = 0; i < image.data.length; i += 4) {
          image.data[i] = Math.random() * 255;
          image.data[i + 1] = Math.random() * 255;
          image.data[i + 2] = Math.random() * 255;
        }
        context.putImageData(image, 0, 0);
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    };
    return [
      await draw(3000, 2000, '#c2410c', true),
      await draw(800, 600, '#15803d', false),
      await draw(600, 800, '#1d4ed8', false),
    ];
  });
  return photos.map((base64, i) => ({
    name: `voiture-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(base64, 'base64'),
  }));
}

for (const language of ['fr', 'ar'] as const) {
  test(`a seller publishes, finds, edits, reserves and deletes a car (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const text = TEXT[language];
    const word = `E2E${Date.now().toString(36)}${language}`;
    const title = `Peugeot 308 ${word}`;
    await useLanguage(page, language);
    await signIn(page, language, SELLER[language]);

    let productId = '';
    await test.step('publish a car with 3 photos from the header button', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: text.publishButton }).click();
      await expect(page.getByRole('heading', { name: text.formHeading, level: 1 })).toBeVisible();
      await page.getByLabel(text.title).fill(title);
      await page.getByLabel(text.description).fill('Première main, entretien suivi, jamais accidentée.');
      await page.getByLabel(text.city).selectOption('Sfax');
      await page.getByLabel(text.price).fill('31500');
      await page.getByLabel(text.brand).selectOption('Peugeot');
      await page.getByLabel(text.model).fill('308');
      await page.getByLabel(text.year).fill('2019');
      await page.getByLabel(text.condition).selectOption('used');
      const photos = await makePhotos(page);
      expect(photos[0]!.buffer.length).toBeGreaterThan(5 * 1024 * 1024);
      await page.locator('input[type="file"]').setInputFiles(photos);
      await expect(page.getByRole('img', { name: text.photo(3) })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: text.publish }).click();
      await expect(page.getByText(text.published)).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/product\/[^/]+$/);
      productId = page.url().split('/product/')[1]!;
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const api = await (await request.get(`/api/products/${productId}`)).json();
      expect(api.data.images).toHaveLength(3);
      expect(api.data).toMatchObject({ title, price: 31500, car_brand: 'Peugeot', car_year: 2019, city: 'sfax' });
    });

    await test.step('find it by search', async () => {
      await page.goto(`/?tab=search&q=${word}`);
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    });

    await test.step('edit its price from the own listings', async () => {
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: text.myListings })).toBeVisible();
      await page.getByRole('link', { name: text.editLink(title) }).click();
      await expect(page.getByRole('heading', { name: text.editHeading })).toBeVisible();
      await expect(page.getByLabel(text.title)).toHaveValue(title);
      await expect(page.getByRole('img', { name: text.photo(3) })).toBeVisible();
      await page.getByLabel(text.price).fill('29900');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.updated)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(text.price2).first()).toBeVisible();
      const api = await (await request.get(`/api/products/${productId}`)).json();
      expect(api.data).toMatchObject({ price: 29900 });
      expect(api.data.images).toHaveLength(3);
    });

    await test.step('mark it reserved', async () => {
      await page.goto('/profile');
      const row = page.getByRole('listitem').filter({ hasText: title });
      await row.getByRole('button', { name: text.reserve }).click();
      await expect(row.getByText(text.reserved, { exact: true })).toBeVisible();
      const api = await (await request.get(`/api/products/${productId}`)).json();
      expect(api.data.is_reserved).toBe(true);
    });

    await test.step('delete it after the confirmation dialog', async () => {
      await page.getByRole('button', { name: text.deleteLink(title) }).click();
      const dialog = page.getByRole('alertdialog', { name: text.deleteTitle });
      await dialog.getByRole('button', { name: text.confirmDelete, exact: true }).click();
      await expect(page.getByText(text.deleted)).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
      expect((await request.get(`/api/products/${productId}`)).status()).toBe(404);
    });
  });
}

for (const language of ['fr', 'ar'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`publish form and own listings: screenshots and axe (${language}, ${size})`, async ({ page }) => {
      const text = TEXT[language];
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      await signIn(page, language, 'amira@souk.tn');

      await page.goto('/?tab=add');
      await expect(page.getByRole('heading', { name: text.formHeading, level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(OUT, `publish-${language}-${size}.png`), fullPage: true });
      // The rules' messages, shown under their fields, are part of what must stay readable.
      await page.getByRole('button', { name: text.publish }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(OUT, `publish-errors-${language}-${size}.png`), fullPage: true });

      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: text.myListings })).toBeVisible();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(OUT, `my-listings-${language}-${size}.png`), fullPage: true });
      await page
        .getByRole('button', { name: new RegExp(`^${text.confirmDelete}`) })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(OUT, `my-listings-delete-${language}-${size}.png`) });
    });
  }
}
