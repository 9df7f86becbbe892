import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, LISTING_VISIBLE_DAYS } from '@souk/domain';
import { api, baseUrl, createProduct, linkToken, mailbox, otherProduct, signInAdmin, signUp, sql, useServer, type Session } from './api';
import { send, startConversation } from './conversations';

/**
 * A listing's life (issue 28, ARCHITECTURE Decisions: listing lifecycle): the time rules run at a
 * `now` the test chooses (POST /api/admin/listing-lifecycle/run), never by waiting.
 */
useServer();

let admin: Session;
beforeAll(async () => {
  admin = await signInAdmin();
});

const at = (base: number, days: number, minutes = 0) => new Date(base + days * DAY_MS + minutes * 60_000).toISOString();
const run = async (now: string) => {
  const res = await api('POST', '/api/admin/listing-lifecycle/run', { token: admin.token, body: { now } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { reminded: number; expired: number; closed: number };
};
const searchIds = async (query: string) => ((await api('GET', `/api/products?${query}`)).body.data as Array<{ id: string }>).map((p) => p.id);
const mine = async (s: Session) => (await api('GET', '/api/products/mine', { token: s.token })).body.data as Array<{ id: string; lifecycle: string; expires_at: string }>;
const notifications = async (s: Session) =>
  ((await api('GET', '/api/notifications', { token: s.token })).body.data as Array<{ type: string; code: string; link: string }>).filter((n) => n.type === 'listing');
/** The country's map (on PostgreSQL, read from the grid the triggers keep): its points, and a total that adds up. */
const mapIds = async () => {
  const res = await api('GET', '/api/products/map?bbox=7,30,12,38&zoom=7');
  expect(res.status).toBe(200);
  const data = res.body.data as { total: number; points: Array<{ id: string }>; clusters: Array<{ count: number }> };
  expect(data.total).toBe(data.points.length + data.clusters.reduce((n, c) => n + c.count, 0));
  return data.points.map((p) => p.id);
};
const sitemap = async () => (await fetch(`${baseUrl()}/sitemap.xml`)).text();
const pastCache = () => new Promise((r) => setTimeout(r, 2100));

describe('the reminder and the one-click renewal', () => {
  it('reminds the owner once at day 53, by notification and e-mail, and the link renews once', async () => {
    const seller = await signUp('Vendeuse Rappel');
    const t0 = Date.now();
    const listing = await createProduct(seller.token, otherProduct({ title: `Commode rappel ${t0}` }));
    expect((await mine(seller))[0]).toMatchObject({ id: listing.id, lifecycle: 'active' });

    expect((await run(at(t0, 52))).reminded).toBe(0);
    expect((await run(at(t0, 53, 10))).reminded).toBeGreaterThanOrEqual(1);
    expect((await run(at(t0, 54))).reminded).toBe(0);
    const told = await notifications(seller);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ code: 'listing_expiring_text', link: `/product/${listing.id}` });

    const mail = await mailbox().waitFor(seller.user.email, { subject: /expire/ });
    expect(mail.text).toContain('Renouveler');
    expect(mailbox().for(seller.user.email).filter((m) => /expire/.test(m.subject))).toHaveLength(1);
    const token = linkToken(mail.link);

    // Forged and malformed tokens: 400 with the catalogue's message, never a renewal.
    const forged = `${token.split('.')[0]}.${'A'.repeat(32)}`;
    for (const bad of [forged, 'pas-un-jeton', '', 42]) {
      const res = await api('POST', '/api/products/renew', { body: { token: bad } });
      expect(res.status).toBe(400);
      expect(res.body.error.details.code).toBe('renew_link_invalid');
    }

    const first = await api('POST', '/api/products/renew', { body: { token } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const renewedUntil = Date.parse(first.body.data.expires_at);
    expect(Math.abs(renewedUntil - (Date.now() + LISTING_VISIBLE_DAYS * DAY_MS))).toBeLessThan(60_000);
    const second = await api('POST', '/api/products/renew', { body: { token } });
    expect(second.status).toBe(409);
    expect(second.body.error.details.code).toBe('renew_link_used');

    // Renewed: 60 days from the click, and the reminder comes again before the new expiry.
    expect((await run(at(renewedUntil, -8))).reminded).toBe(0);
    await run(at(renewedUntil, -7, 1));
    expect(await notifications(seller)).toHaveLength(2);
    expect((await mine(seller)).find((p) => p.id === listing.id)?.lifecycle).toBe('active');
  });
});

describe('expiry at day 60', () => {
  it('takes the listing out of every public read and leaves it in the owner’s list with Renouveler', async () => {
    const seller = await signUp('Vendeur Expiré');
    const other = await signUp('Autre vendeur');
    const t0 = Date.now();
    const tag = `armoire${t0}`;
    const expiring = await createProduct(seller.token, otherProduct({ title: `Armoire ${tag}`, latitude: 36.8, longitude: 10.18 }));
    const neighbour = await createProduct(other.token, otherProduct({ title: `Armoire ancienne ${tag}`, latitude: 36.81, longitude: 10.19 }));

    await run(at(t0, LISTING_VISIBLE_DAYS, -5));
    await pastCache();
    expect(await searchIds(`search=${tag}`)).toContain(expiring.id);
    expect((await api('GET', `/api/products/${neighbour.id}/similar`)).body.data.map((p: { id: string }) => p.id)).toContain(expiring.id);

    expect((await run(at(t0, LISTING_VISIBLE_DAYS, 5))).expired).toBeGreaterThanOrEqual(2);
    await pastCache();
    expect(await searchIds(`search=${tag}`)).toEqual([]);
    expect(await searchIds(`owner=${seller.user.id}`)).toEqual([]); // the seller page's listings
    expect((await api('GET', `/api/products/${expiring.id}`)).status).toBe(404);
    expect((await api('GET', `/api/products/${expiring.id}/similar`)).status).toBe(404);
    expect(await mapIds()).not.toContain(expiring.id);
    expect(await sitemap()).not.toContain(expiring.id);
    // A like or a renewal by someone else: not theirs to touch.
    expect((await api('POST', `/api/products/${expiring.id}/like`, { token: other.token })).status).toBe(404);
    expect((await api('POST', `/api/products/${expiring.id}/renew`, { token: other.token })).status).toBe(403);

    const own = await mine(seller);
    expect(own.find((p) => p.id === expiring.id)?.lifecycle).toBe('expired');

    // Alerts: an edit of the expired listing tells no saved search (an active one's edit does, below).
    const buyer = await signUp('Acheteuse alerte');
    expect((await api('POST', '/api/saved-searches', { token: buyer.token, body: { filters: { search: tag } } })).status).toBe(201);
    const edit = (id: string, token: string) => api('PUT', `/api/products/${id}`, { token, body: { description: 'Toujours disponible, prix à débattre.' } });
    const alerted = async () => {
      expect((await api('POST', '/api/admin/alert-jobs/run', { token: admin.token, body: {} })).status).toBe(200);
      return ((await api('GET', '/api/notifications', { token: buyer.token })).body.data as Array<{ type: string; link: string }>).filter((n) => n.type === 'alerte').map((n) => n.link);
    };
    expect((await edit(expiring.id, seller.token)).status).toBe(200);
    expect(await alerted()).toEqual([]);

    // The neighbour's owner renews: back everywhere, and the expired one stays out of its similar listings.
    const renewed = await api('POST', `/api/products/${neighbour.id}/renew`, { token: other.token });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    await pastCache();
    expect(await searchIds(`search=${tag}`)).toEqual([neighbour.id]);
    expect(await mapIds()).toContain(neighbour.id);
    expect(await sitemap()).toContain(neighbour.id);
    expect((await api('GET', `/api/products/${neighbour.id}/similar`)).body.data.map((p: { id: string }) => p.id)).not.toContain(expiring.id);
    expect((await edit(neighbour.id, other.token)).status).toBe(200);
    expect(await alerted()).toEqual([`/product/${neighbour.id}`]);

    // The owner's own 'Renouveler' on the expired one: 60 days from now.
    const back = await api('POST', `/api/products/${expiring.id}/renew`, { token: seller.token });
    expect(back.status).toBe(200);
    await pastCache();
    expect((await searchIds(`search=${tag}`)).sort()).toEqual([expiring.id, neighbour.id].sort());
    const until = Date.parse(back.body.data.expires_at);
    await run(at(until, -1));
    expect((await mine(seller)).find((p) => p.id === expiring.id)?.lifecycle).toBe('active');
    await run(at(until, 0, 1));
    expect((await mine(seller)).find((p) => p.id === expiring.id)?.lifecycle).toBe('expired');
  });

  it('two runs at once remind each owner exactly once and expire each listing once', async () => {
    const sellers = await Promise.all([0, 1, 2, 3].map((i) => signUp(`Vendeur concurrent ${i}`)));
    const t0 = Date.now();
    for (const s of sellers) await createProduct(s.token, otherProduct({ title: `Étagère ${t0}` }));
    const runs = await Promise.all([run(at(t0, 53, 10)), run(at(t0, 53, 10)), run(at(t0, 53, 10))]);
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBeGreaterThanOrEqual(4);
    for (const s of sellers) expect(await notifications(s)).toHaveLength(1);
    for (const s of sellers) await mailbox().waitFor(s.user.email, { subject: /expire/ });
    for (const s of sellers) expect(mailbox().for(s.user.email).filter((m) => /expire/.test(m.subject))).toHaveLength(1);
    const expiries = await Promise.all([run(at(t0, 61)), run(at(t0, 61))]);
    const ids = (await Promise.all(sellers.map((s) => mine(s)))).flat();
    expect(ids.every((p) => p.lifecycle === 'expired')).toBe(true);
    expect(expiries[0]!.expired + expiries[1]!.expired).toBeGreaterThanOrEqual(4);
  });
});

describe('marquer comme vendu', () => {
  it('is the owner’s alone, leaves search at once, keeps a Vendu page 30 days and tells each liker once', async () => {
    const seller = await signUp('Vendeur Vendu');
    const likers = await Promise.all([signUp('Fan 1'), signUp('Fan 2')]);
    const stranger = await signUp('Passant');
    const t0 = Date.now();
    const tag = `buffet${t0}`;
    const listing = await createProduct(seller.token, otherProduct({ title: `Buffet ${tag}` }));
    for (const l of likers) expect((await api('POST', `/api/products/${listing.id}/like`, { token: l.token })).status).toBe(200);
    // One liker already wrote to the seller before the sale.
    const talk = await startConversation(likers[0]!, listing.id);

    expect((await api('POST', `/api/products/${listing.id}/sold`, { token: stranger.token })).status).toBe(403);
    expect((await api('POST', `/api/products/${listing.id}/sold`)).status).toBe(401);
    expect((await api('POST', '/api/products/inconnu000000000000000000/sold', { token: seller.token })).status).toBe(404);

    const sold = await api('POST', `/api/products/${listing.id}/sold`, { token: seller.token });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body.data.told).toBe(2);
    const again = await api('POST', `/api/products/${listing.id}/sold`, { token: seller.token });
    expect(again.status).toBe(409);
    expect(again.body.error.details.code).toBe('listing_already_sold');

    expect(await searchIds(`search=${tag}`)).toEqual([]);
    expect(await searchIds(`owner=${seller.user.id}`)).toEqual([]);
    expect(await sitemap()).not.toContain(listing.id);
    const page = await api('GET', `/api/products/${listing.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.lifecycle).toBe('sold');
    expect((await api('POST', `/api/products/${listing.id}/like`, { token: stranger.token })).status).toBe(404);
    expect((await api('POST', `/api/products/${listing.id}/renew`, { token: seller.token })).status).toBe(409);
    // Nobody starts a conversation about a sold listing; the one already started goes on.
    const late = await api('POST', '/api/conversations', { token: stranger.token, body: { product_id: listing.id } });
    expect(late.status).toBe(409);
    expect(late.body.error.details.code).toBe('listing_unavailable');
    expect(late.body.error.message).toMatch(/n’est plus disponible/);
    expect(await startConversation(likers[0]!, listing.id)).toBe(talk);
    expect((await send(likers[0]!, talk, 'Merci quand même !')).status).toBe(201);
    for (const l of likers) {
      const told = await notifications(l);
      expect(told.map((n) => n.code)).toEqual(['listing_sold_text']);
    }
    expect(await notifications(stranger)).toEqual([]);
    expect((await mine(seller)).find((p) => p.id === listing.id)?.lifecycle).toBe('sold');

    await run(at(t0, 29));
    await pastCache();
    expect((await api('GET', `/api/products/${listing.id}`)).status).toBe(200);
    expect((await run(at(t0, 30, 10))).closed).toBeGreaterThanOrEqual(1);
    await pastCache();
    expect((await api('GET', `/api/products/${listing.id}`)).status).toBe(404);
    expect((await mine(seller)).find((p) => p.id === listing.id)?.lifecycle).toBe('closed');
    for (const l of likers) expect(await notifications(l)).toHaveLength(1);
  });

  it('the run route is the admin’s, and a bad clock is a 400', async () => {
    const user = await signUp('Curieux');
    expect((await api('POST', '/api/admin/listing-lifecycle/run', { token: user.token, body: {} })).status).toBe(403);
    expect((await api('POST', '/api/admin/listing-lifecycle/run', { token: admin.token, body: { now: 'demain' } })).status).toBe(400);
    expect(Number((await sql<{ n: number | string }>("SELECT count(*) AS n FROM products WHERE lifecycle IS NULL OR expires_at IS NULL"))[0]!.n)).toBe(0);
  });
});
