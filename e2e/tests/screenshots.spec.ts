import { expect, test, type Page } from '../support/test';
import path from 'node:path';
import { findProduct, settle, useLanguage, VIEWPORTS, type Language } from '../support/app';

// One picture per main screen, language and screen size, kept as test artifacts (gitignored).
const OUT = path.join(__dirname, '..', 'artifacts', 'screenshots');

type Screen = { name: string; path: (productId: string) => string; ready: (page: Page, language: Language) => Promise<void> };

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { name }).first()).toBeVisible();

const SCREENS: Screen[] = [
  { name: 'home', path: () => '/', ready: (page, l) => heading(page, l === 'fr' ? 'Produits récents' : 'أحدث المنتجات') },
  {
    name: 'search',
    path: () => '/?tab=search&q=canape',
    ready: (page, l) => heading(page, l === 'fr' ? 'Résultats pour « canape »' : /^نتائج «.*canape.*»$/),
  },
  {
    name: 'products',
    path: () => '/products',
    ready: (page, l) => heading(page, l === 'fr' ? 'Tous les Produits' : 'كل المنتجات'),
  },
  { name: 'detail', path: (id) => `/product/${id}`, ready: (page) => heading(page, /Canapé/) },
  {
    name: 'auth',
    path: () => '/auth',
    ready: (page, l) => heading(page, l === 'fr' ? 'Bienvenue sur Souk' : 'مرحبًا بك في سوق'),
  },
];

for (const language of ['fr', 'ar'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshots — ${language}, ${size}`, async ({ page, request }) => {
      const product = await findProduct(request, 'canape');
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      for (const screen of SCREENS) {
        await page.goto(screen.path(product.id));
        await screen.ready(page, language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await settle(page);
        await page.screenshot({ path: path.join(OUT, `${screen.name}-${language}-${size}.png`), fullPage: true });
      }
    });
  }
}
