import { expect, test, type APIRequestContext, type Page } from '../support/test';
import path from 'node:path';
import { findProduct, settle, useLanguage, VIEWPORTS, type Language } from '../support/app';
import { seriousViolations } from '../support/axe';

// Issue 32's walk-through, as the in-app admin (who may open every page), in fr and ar on a desktop
// and a phone: no floating control covers a button, a link or a field (measured), the map's open
// popup passes axe, and every page leaves a screenshot in the artifacts.
const ADMIN = { email: 'admin@souk.tn', password: 'Admin-Souk-2026' };
const OUT = path.join(__dirname, '..', 'artifacts', 'screenshots');
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');

async function signIn(request: APIRequestContext) {
  const res = await request.post('/api/auth/signin', { data: ADMIN });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Controls covered by a floating one: an element fixed to the screen that holds (or is) a control,
 * other than a bar across the whole screen (the phone's bottom navigation takes its own room) or a
 * toast (gone in seconds). Measured where the page opens and once scrolled to its end.
 */
async function coveredControls(page: Page): Promise<string[]> {
  const measure = () =>
    page.evaluate(() => {
      const CONTROL = 'a[href], button, input, select, textarea, [role="button"]';
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
      };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}«${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`;
      const floating = Array.from(document.querySelectorAll('body *')).filter(
        (el) =>
          getComputedStyle(el).position === 'fixed' &&
          shown(el) &&
          el.getBoundingClientRect().width < window.innerWidth * 0.9 &&
          !el.closest('[data-sonner-toaster]') &&
          (el.matches(CONTROL) || el.querySelector(CONTROL) !== null),
      );
      const controls = Array.from(document.querySelectorAll(CONTROL)).filter(shown);
      const hits: string[] = [];
      for (const f of floating) {
        const a = f.getBoundingClientRect();
        for (const c of controls) {
          if (f.contains(c) || c.contains(f)) continue;
          const b = c.getBoundingClientRect();
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) hits.push(`${name(f)} covers ${name(c)}`);
        }
      }
      return hits;
    });
  const atTop = await measure();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100);
  const atEnd = await measure();
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...atTop, ...atEnd];
}

const WORDS = {
  fr: { adminTabs: ['Tableau de bord', 'Produits', 'Catégories', 'Utilisateurs', 'Signalements'], contact: 'Contacter' },
  ar: { adminTabs: ['لوحة القيادة', 'المنتجات', 'الفئات', 'المستخدمون', 'البلاغات'], contact: 'تواصل' },
} as const;

type Stop = { name: string; path: string; after?: (page: Page, language: Language) => Promise<void> };

for (const language of ['fr', 'ar'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`walk-through — ${language}, ${size}: nothing floats over a control`, async ({ page, request, context }) => {
      test.setTimeout(300_000);
      const token = await signIn(request);
      const product = await findProduct(request, 'canape');
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 36.8065, longitude: 10.1815 });
      await page.route('**/e2e-tiles/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));

      const stops: Stop[] = [
        { name: 'home', path: '/' },
        { name: 'products', path: '/products' },
        { name: 'listing', path: `/product/${product.id}` },
        {
          name: 'map-popup',
          path: '/map',
          after: async (p) => {
            const marker = p.locator('.leaflet-marker-icon.souk-marker').first();
            await marker.focus();
            await p.keyboard.press('Enter');
            const popup = p.locator('.leaflet-popup');
            await expect(popup.getByRole('heading')).toHaveText(/\S/);
            // The detail has arrived (its description), so axe sees the popup as a visitor does.
            await expect(popup.locator('p.line-clamp-3')).toBeVisible();
            await expect(popup.getByRole('link', { name: WORDS[language].contact })).toBeVisible();
            expect(await seriousViolations(p), `map popup, ${language} ${size}`).toEqual([]);
          },
        },
        { name: 'messages', path: '/messages' },
        { name: 'notifications', path: '/?tab=notifications' },
        { name: 'profile', path: '/profile' },
        { name: 'settings', path: '/settings' },
        { name: 'publish', path: '/?tab=add' },
        { name: 'products-management', path: '/products-management' },
        { name: 'admin', path: '/admin' },
      ];

      for (const stop of stops) {
        await page.goto(stop.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await settle(page);
        await stop.after?.(page, language);
        expect(await coveredControls(page), `${stop.name}, ${language} ${size}`).toEqual([]);
        await page.screenshot({ path: path.join(OUT, `walk-${stop.name}-${language}-${size}.png`), fullPage: true });
      }

      // The admin space's tabs, each measured in turn.
      for (const [i, tab] of WORDS[language].adminTabs.entries()) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await page.waitForLoadState('networkidle');
        expect(await coveredControls(page), `admin tab ${tab}, ${language} ${size}`).toEqual([]);
        await page.screenshot({ path: path.join(OUT, `walk-admin-tab${i + 1}-${language}-${size}.png`), fullPage: true });
      }
    });
  }
}
