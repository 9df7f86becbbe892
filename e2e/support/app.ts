import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Language = 'fr' | 'ar';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** The interface language is a saved preference: set it before the app boots. */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
}

export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.tn`;
}

/** A seeded listing found through the public API (the same search the site runs). */
export async function findProduct(request: APIRequestContext, search: string) {
  const response = await request.get('/api/products', { params: { search, pageSize: 1 } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Array<{ id: string; title: string; like_count: number }> };
  const product = body.data[0];
  if (!product) throw new Error(`No seeded product matches "${search}"`);
  return product;
}

/** Waits (up to 5 s) for the images in view, so screenshots do not catch grey boxes, and draws the parts far from the screen. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const inView = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
    };
    const pending = Array.from(document.images)
      .filter((img) => !img.complete && inView(img))
      .map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      );
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
  // A full-page picture shows the whole page as a visitor sees it while scrolling: the browser
  // skips drawing what is far from the screen (content-visibility: product cards), so draw it all.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/** The header's one launcher of the assistants (fr or ar), then its menu's item `item`. */
export async function openAssistantPanel(page: Page, item: string) {
  await page.getByRole('banner').getByRole('button', { name: /^(Aide et assistant d'achat|المساعدة ومساعد التسوق)/ }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
