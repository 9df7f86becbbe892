import { expect, test, type Page } from '../support/test';
import { settle, useLanguage, VIEWPORTS, type Language } from '../support/app';

// What a new visitor sees first, on a desktop and a phone, in French and Arabic: the fixes are
// checked here and each screen is saved under test-results/first-impressions/ for review.
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/first-impressions/${name}.png`, fullPage: false });

for (const language of ['fr', 'ar'] as const satisfies Language[]) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`home and footer (${language}, ${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      await page.goto('/');
      await expect(page.locator('main h2').first()).toBeVisible();
      await settle(page);

      // The chip row ends before the category picker button instead of running under it.
      const chips = page.getByRole('group', { name: language === 'fr' ? 'Catégories' : 'الفئات', exact: true });
      const picker = page.locator('button[aria-haspopup="dialog"]').first();
      const [chipBox, pickerBox] = [await chips.boundingBox(), await picker.boundingBox()];
      expect(chipBox && pickerBox).toBeTruthy();
      if (language === 'fr') expect(chipBox!.x + chipBox!.width).toBeLessThanOrEqual(pickerBox!.x + 1);
      else expect(pickerBox!.x + pickerBox!.width).toBeLessThanOrEqual(chipBox!.x + 1);

      // Listings were published minutes ago: their age never reads '0h'.
      await expect(page.locator('main time').first()).toBeVisible();
      const ages = await page.locator('main time').allTextContents();
      expect(ages.some((age) => /^0 ?h$|منذ 0 س/.test(age.trim()))).toBe(false);

      // Prices in dinars only.
      await expect(page.locator('main')).not.toContainText('€');
      await shot(page, `home-${language}-${device}`);

      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole('link', { name: language === 'fr' ? "Conditions d'utilisation" : 'شروط الاستخدام' })).toBeVisible();
      await shot(page, `footer-${language}-${device}`);
    });
  }

  test(`search field has one clear button and cities read in the interface language (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/products');
    const search = page.getByRole('searchbox').first();
    await search.fill('sousse');
    // The browser's own clear button is hidden by a style rule (its pseudo-element has no computed style to read).
    const hidesNativeClear = await page.evaluate(() =>
      Array.from(document.styleSheets).some((sheet) =>
        Array.from(sheet.cssRules).some(
          (rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('::-webkit-search-cancel-button') && rule.style.appearance === 'none',
        ),
      ),
    );
    expect(hidesNativeClear).toBe(true);
    await search.press('Enter');
    const card = page.locator('main article').first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(language === 'fr' ? 'Sousse' : 'سوسة');
    await shot(page, `products-search-${language}`);

    // The search tab draws its own clear button, one and translated.
    await page.goto('/?tab=search&q=canape');
    await expect(page.getByRole('button', { name: language === 'fr' ? 'Effacer la recherche' : 'مسح البحث' })).toHaveCount(1);
  });
}

test('a stale stored token does not break the home page: it is answered as a visitor and the session ends', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('authToken', 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.invalide'));
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/products')) answers.push(response.status());
  });
  // Home as the server draws it (its listings come inside the page), then a filtered home the
  // browser reads itself, with the token: answered as a visitor's.
  for (const url of ['/', '/?category=mobilier']) {
    await page.goto(url);
    await expect(page.locator('main article').first(), url).toBeVisible();
  }
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 200)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
});

test('the terms notice on the sign-in page opens the real terms, in Arabic too', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'شروط الاستخدام' }).click();
  await expect(page).toHaveURL(/\/conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'شروط الاستخدام' })).toBeVisible();
  await shot(page, 'terms-ar');
});
