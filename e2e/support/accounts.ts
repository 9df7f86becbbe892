import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uniqueEmail, VIEWPORTS, type Language } from './app';
import { waitForMail } from './mail';

export type Session = { token: string; user: { id: string; display_name: string }; email: string };

/**
 * A new account with its address confirmed through the e-mail's link, as a user would: publishing
 * and messaging refuse unconfirmed accounts (403 `email_not_confirmed`).
 */
export async function confirmedAccount(request: APIRequestContext, display_name: string, prefix = 'e2e'): Promise<Session> {
  const email = uniqueEmail(prefix);
  const response = await request.post('/api/auth/signup', { data: { email, password: 'Jasmin-Carthage-77', display_name } });
  expect(response.status()).toBe(201);
  const mail = await waitForMail(email, /Confirmez/);
  const confirmed = await request.post('/api/auth/confirm-email', { data: { token: new URL(mail.link!).searchParams.get('token') } });
  expect(confirmed.ok()).toBe(true);
  return { ...((await response.json()) as Omit<Session, 'email'>), email };
}

/** Publishes a listing through the API as `session`, as the publish form does (without a photo unless `data` has one): its id. */
export async function publishListing(request: APIRequestContext, session: Session, data: Record<string, unknown>): Promise<string> {
  const created = await request.post('/api/products', { headers: { authorization: `Bearer ${session.token}` }, data });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

/**
 * A page in a browser context of its own, signed in as `session` (or a visitor when null), in
 * `language`, at `viewport`: what a second person on another device sees.
 */
export async function pageAs(
  browser: Browser,
  baseURL: string | undefined,
  session: Session | null,
  language: Language = 'fr',
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR', timezoneId: 'Africa/Tunis' });
  await context.addInitScript(
    ([token, lang]) => {
      if (token) window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('language', lang);
    },
    [session?.token ?? '', language] as const,
  );
  return context.newPage();
}
