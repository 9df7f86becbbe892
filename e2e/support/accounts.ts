import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './app';
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
