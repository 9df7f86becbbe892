import { expect, test } from '@playwright/test';
import { uniqueEmail, useLanguage } from '../support/app';

// The real server answers in French with a catalogue code in `error.details.code`; the Arabic
// interface shows the catalogue's Arabic text, never the French one.
test('a refused sign-in reads in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'تسجيل الدخول' });
  await form.getByLabel('البريد الإلكتروني').fill(uniqueEmail('inconnu'));
  await form.getByLabel('كلمة المرور').fill('mauvais-mot-de-passe');
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  await expect(alert).not.toContainText('Email ou mot de passe incorrect');
});
