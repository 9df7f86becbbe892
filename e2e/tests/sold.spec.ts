import { expect, test } from '../support/test';
import { confirmedAccount, pageAs } from '../support/accounts';
import { seriousViolations } from '../support/axe';

// 'Marquer comme vendu' (issue 28): the seller marks a listing sold from 'Mes annonces'; it leaves
// search at once and its page says 'Vendu' without contact actions, in French and in Arabic.
const TEXTS = {
  fr: { heading: 'Mes annonces', markSold: (t: string) => `Marquer « ${t} » comme vendu`, toast: 'Annonce marquée comme vendue', sold: 'Vendu', notice: 'Cette annonce a été vendue', contact: 'Envoyer message', summary: "Résumé de l'annonce" },
  ar: { heading: 'إعلاناتي', markSold: (t: string) => `تعليم « ${t} » كمباع`, toast: 'تم تعليم الإعلان كمباع', sold: 'مباع', notice: 'تم بيع هذا الإعلان', contact: 'إرسال رسالة', summary: 'ملخص الإعلان' },
} as const;

for (const language of ['fr', 'ar'] as const) {
  const t = TEXTS[language];

  test(`a listing marked sold from Mes annonces leaves search and its page shows it (${language})`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const seller = await confirmedAccount(request, `Karim Vendu ${language}`, `sold-${language}`);
    const tag = `narguile${language}${Date.now()}`;
    const title = `Narguilé en cuivre ${tag}`;
    const created = await request.post('/api/products', {
      headers: { authorization: `Bearer ${seller.token}` },
      data: { title, description: 'Fait main à Nabeul, complet.', category: 'mobilier', location: 'Nabeul', price: 120, condition: 'good' },
    });
    expect(created.status()).toBe(201);
    const product = ((await created.json()) as { data: { id: string } }).data;

    // A visitor finds it by searching.
    const visitor = await pageAs(browser, baseURL, null, language);
    await visitor.goto(`/products?search=${tag}`);
    // The run's first page may meet a cold server on a busy machine.
    await expect(visitor.getByText(title).first()).toBeVisible({ timeout: 30_000 });

    // The seller marks it sold from 'Mes annonces', after the confirmation.
    const owner = await pageAs(browser, baseURL, seller, language);
    await owner.goto('/profile');
    await expect(owner.getByRole('heading', { name: t.heading })).toBeVisible();
    const row = owner.getByRole('listitem').filter({ hasText: title });
    owner.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: t.markSold(title) }).click();
    await expect(owner.getByText(t.toast)).toBeVisible();
    await expect(row.getByText(t.sold, { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: t.markSold(title) })).toHaveCount(0);
    await expect(owner.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    expect(await seriousViolations(owner), `${language} Mes annonces`).toEqual([]);
    await owner.context().close();

    // Out of search for everyone at once.
    const searched = visitor.waitForResponse((r) => r.url().includes('/api/products?') && r.url().includes(tag));
    await visitor.goto(`/products?search=${tag}`);
    await searched.catch(() => undefined);
    await visitor.waitForLoadState('networkidle');
    await expect(visitor.getByText(title)).toHaveCount(0);

    // Its page still answers, says 'Vendu' and offers no way to contact the seller.
    await visitor.goto(`/product/${product.id}`);
    await expect(visitor.getByRole('status').filter({ hasText: t.notice })).toBeVisible();
    await expect(visitor.getByText(t.sold, { exact: true }).first()).toBeVisible();
    // The listing's own contact button (the similar listings below keep theirs: "Envoyer un message au vendeur de …").
    const summary = visitor.getByRole('complementary', { name: t.summary });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('button', { name: t.contact, exact: true })).toHaveCount(0);
    expect(await seriousViolations(visitor), `${language} sold page`).toEqual([]);
    await visitor.context().close();
  });
}
