import { expect, test } from '../support/test';
import { findProduct, settle, useLanguage } from '../support/app';
import { seriousViolations } from '../support/axe';

// axe-core on the main screens: no serious or critical violation (WCAG 2.1 A/AA rules and best practices).
const SCREENS = [
  { name: 'home', path: () => '/', heading: 'Produits récents' },
  { name: 'search', path: () => '/?tab=search&q=canape', heading: 'Résultats pour « canape »' },
  { name: 'detail', path: (id: string) => `/product/${id}`, heading: 'Détails du produit' },
  { name: 'sign-in', path: () => '/auth', heading: 'Bienvenue sur Souk' },
  { name: 'terms', path: () => '/conditions', heading: "Conditions d'utilisation" },
];

for (const screen of SCREENS) {
  for (const language of ['fr', 'ar'] as const) {
    test(`axe: ${screen.name} (${language}) has no serious or critical violation`, async ({ page, request }) => {
      const product = await findProduct(request, 'canape');
      await useLanguage(page, language);
      await page.goto(screen.path(product.id));
      if (language === 'fr') await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
      else await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
