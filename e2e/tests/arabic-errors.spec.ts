import { expect, test } from '../support/test';
import { uniqueEmail, useLanguage } from '../support/app';
import { confirmedAccount } from '../support/accounts';

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

// The form's own rules come from the shared schemas as catalogue codes: shown in Arabic before any request.
test("a sign-up form's rules read in Arabic", async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'إنشاء حساب' }).click();
  const form = page.getByRole('form', { name: 'إنشاء حساب' });
  await form.getByLabel('البريد الإلكتروني').fill('pas-un-email');
  await form.getByLabel('كلمة المرور').fill('123');
  await form.getByRole('button', { name: 'إنشاء حساب' }).click();
  await expect(form.getByText('بريد إلكتروني غير صالح')).toBeVisible();
  await expect(form.getByText('يجب أن تتكون كلمة المرور من 8 أحرف على الأقل')).toBeVisible();
  await expect(form).not.toContainText('Le mot de passe doit contenir au moins 8 caractères');
});

// The server stores a notification's code and parameters beside its French text; the site writes it in Arabic.
test('a notification reads in Arabic', async ({ page, request }) => {
  const seller = await confirmedAccount(request, 'Hela', 'notif-ar');
  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { title: 'Vélo de ville', description: 'Cadre acier, freins révisés, très bon état.', category: 'sport', location: 'Sousse', price: 320, condition: 'good' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = ((await created.json()) as { data: { id: string } }).data.id;
  const fan = (await (await request.post('/api/auth/signup', { data: { email: uniqueEmail('fan-ar'), password: 'Jasmin-Carthage-77', display_name: 'Nour' } })).json()) as { token: string };
  expect((await request.post(`/api/products/${listing}/like`, { headers: { authorization: `Bearer ${fan.token}` } })).ok()).toBe(true);

  await useLanguage(page, 'ar');
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), seller.token);
  await page.goto('/?tab=notifications');
  await expect(page.getByRole('button', { name: /إعجاب جديد : Nour أعجب بإعلانك « Vélo de ville »/ })).toBeVisible();
  await expect(page.getByText('Nour aime votre annonce « Vélo de ville »')).toHaveCount(0);
});
