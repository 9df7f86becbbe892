import { describe, expect, it } from 'vitest';
import { api, createProduct, mailbox, otherProduct, signInAdmin, signUp } from './api';
import { useServer } from './api';

useServer();

const DAY = 24 * 60 * 60 * 1000;
/** The digest's subject in Arabic (the account's confirmation mail came first). */
const DIGEST = /لتنبيهاتك/;

/** The runner at a chosen time: the queued matches, then the digests due then (the clock of the test). */
async function runAt(at: number) {
  const admin = await signInAdmin();
  const res = await api('POST', '/api/admin/alert-jobs/run', { token: admin.token, body: { now: new Date(at).toISOString() } });
  expect(res.status).toBe(200);
  return res.body.data as { claimed: number; digests: number };
}

describe('daily e-mail digest of the alerts', () => {
  it('sends one mail a day in the user’s language with the new listings, and its one-click unsubscribe works without a session', async () => {
    const buyer = await signUp('Leïla', { language: 'ar' });
    const seller = await signUp('Vendeur');
    const tag = `armoire${Date.now()}`;
    const alert = (await api('POST', '/api/saved-searches', { token: buyer.token, body: { filters: { search: tag }, name: 'Armoires', frequency: 'daily' } })).body.data;
    const first = await createProduct(seller.token, otherProduct({ title: `Armoire normande ${tag}`, price: 640 }));
    const now = Date.now();
    expect((await runAt(now)).digests).toBe(1);

    const mail = await mailbox().waitFor(buyer.user.email, { subject: DIGEST });
    expect(mail.subject).toContain('سوق');
    expect(mail.text).toContain(`Armoire normande ${tag}`);
    expect(mail.text).toContain('640 DT');
    expect(mail.text).toContain(`/product/${first.id}`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain(`Armoire normande ${tag}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(oneClick).toBeTruthy();
    // The visible link: the site's stop page with the alert's own token.
    const stop = /https?:\/\/\S+\/alertes\/desabonnement\?token=\S+/.exec(mail.text)?.[0];
    expect(stop).toBeTruthy();

    // A second listing the same day waits for tomorrow's digest.
    await createProduct(seller.token, otherProduct({ title: `Armoire bretonne ${tag}`, price: 700 }));
    expect((await runAt(now + 60_000)).digests).toBe(0);
    expect(mailbox().for(buyer.user.email).filter((m) => DIGEST.test(m.subject))).toHaveLength(1);
    expect((await runAt(now + DAY + 60_000)).digests).toBe(1);
    const second = await mailbox().waitFor(buyer.user.email, { subject: DIGEST, count: 2 });
    expect(second.text).toContain(`Armoire bretonne ${tag}`);
    expect(second.text).not.toContain(`Armoire normande ${tag}`);

    // A forged or altered token is refused; the mail client's one-click POST turns the alert off.
    const url = new URL(oneClick!);
    const forged = await api('POST', `/api/saved-searches/unsubscribe?token=${url.searchParams.get('token')!.slice(0, -2)}xx`);
    expect(forged.status).toBe(400);
    expect(forged.body.error.details.code).toBe('unsubscribe_link_invalid');
    const res = await fetch(oneClick!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    const [after] = (await api('GET', '/api/saved-searches', { token: buyer.token })).body.data as Array<{ id: string; frequency: string }>;
    expect(after).toMatchObject({ id: alert.id, frequency: 'off' });

    // The stop page's call says so in the reader's language.
    const page = await api('POST', '/api/saved-searches/unsubscribe', { body: { token: new URL(stop!).searchParams.get('token') } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ code: 'alert_mail_stopped', params: { name: 'Armoires' } });
  });

  it('honours the settings’ switch: no digest when alert notifications are off', async () => {
    const buyer = await signUp('Sami');
    const seller = await signUp('Vendeuse');
    const tag = `guéridon${Date.now()}`;
    await api('POST', '/api/saved-searches', { token: buyer.token, body: { filters: { search: tag }, frequency: 'daily' } });
    expect((await api('PUT', '/api/profile', { token: buyer.token, body: { notification_preferences: { alerte: false } } })).status).toBe(200);
    await createProduct(seller.token, otherProduct({ title: `Guéridon ${tag}` }));
    expect((await runAt(Date.now())).digests).toBe(0);
    expect(mailbox().for(buyer.user.email).filter((m) => m.text.includes(tag))).toEqual([]);
  });

  it('refuses a bad clock or body with a 400', async () => {
    const admin = await signInAdmin();
    for (const body of [{ now: 'hier' }, { now: 12 }, { later: true }]) {
      const res = await api('POST', '/api/admin/alert-jobs/run', { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api('POST', '/api/saved-searches/unsubscribe', { body: {} })).status).toBe(400);
  });
});
