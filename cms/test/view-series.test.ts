import { describe, expect, it } from 'vitest';
import { api, createProduct, otherProduct, signInAdmin, signUp, sql, sqlWrite, useServer, type Session } from './api';

useServer();

// Each visitor is another browser (the daily key is address + browser): a view each.
const browser = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/${100 + n}.0 Safari/537.36`;
const visit = (productId: string, n: number) => api('POST', `/api/products/${productId}/view`, { headers: { 'user-agent': browser(n) } });

async function flush(admin: Session) {
  expect((await api('POST', '/api/admin/product-views/flush', { token: admin.token })).status).toBe(200);
}

const seriesOf = (session: Session | null, query = '') => api('GET', `/api/products/views${query}`, { token: session?.token });

const DAY_MS = 86_400_000;
const today = () => Math.floor(Date.now() / DAY_MS);
const dateOf = (daysAgo: number) => new Date((today() - daysAgo) * DAY_MS).toISOString().slice(0, 10);
const zeros = (n: number) => new Array<number>(n).fill(0);

describe("the owner's views per day ('Mes annonces' sparkline)", () => {
  it('answers every listing of the seller, 30 days with zeros where nobody came, today last, in one query', async () => {
    const [seller, other, admin] = await Promise.all([signUp('Vendeuse Courbe'), signUp('Autre Vendeur Courbe'), signInAdmin()]);
    const lamp = await createProduct(seller.token, otherProduct({ title: 'Lampe à huile ancienne' }));
    const rug = await createProduct(seller.token, otherProduct({ title: 'Tapis kilim de Kairouan' }));
    const quiet = await createProduct(seller.token, otherProduct({ title: 'Tabouret en osier' }));
    const theirs = await createProduct(other.token, otherProduct({ title: 'Miroir berbère' }));
    for (const n of [1, 2, 3]) await visit(lamp.id, n);
    await visit(rug.id, 1);
    await visit(theirs.id, 1);
    // Buffered visits are not in the series until they are written, like the count.
    expect((await seriesOf(seller)).body.data.views[lamp.id]).toEqual(zeros(30));
    await flush(admin);

    const res = await seriesOf(seller);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      from: dateOf(29),
      days: 30,
      views: { [lamp.id]: [...zeros(29), 3], [rug.id]: [...zeros(29), 1], [quiet.id]: zeros(30) },
    });

    // Those views as if counted three days ago (the days' rows moved back: the clock the tests
    // have); today one more visitor, and the same visitors again, who count once a day.
    await sqlWrite('UPDATE product_view_days SET day = day - 3');
    for (const n of [1, 4]) await visit(lamp.id, n);
    await flush(admin);
    const lampDays = [...zeros(26), 3, 0, 0, 1];
    expect((await seriesOf(seller)).body.data.views[lamp.id]).toEqual(lampDays);
    expect((await api('GET', `/api/products/${lamp.id}`)).body.data.view_count).toBe(4);

    // A shorter window, and the seller's own id named: the same days, cut.
    const week = await seriesOf(seller, `?days=7&owner=${seller.user.id}`);
    expect(week.status).toBe(200);
    expect(week.body.data).toMatchObject({ from: dateOf(6), days: 7 });
    expect(week.body.data.views[lamp.id]).toEqual([0, 0, 0, 3, 0, 0, 1]);

    // A seller without listings: nothing; the other seller sees only theirs.
    expect((await seriesOf(await signUp('Sans Annonce'))).body.data.views).toEqual({});
    expect(Object.keys((await seriesOf(other)).body.data.views)).toEqual([theirs.id]);
  });

  it('keeps 30 days: an older day goes at the next flush, a deleted listing takes its days along', async () => {
    const [seller, admin] = await Promise.all([signUp('Vendeur Mémoire'), signInAdmin()]);
    const chair = await createProduct(seller.token, otherProduct({ title: 'Chaise en fer forgé' }));
    await visit(chair.id, 7);
    await flush(admin);
    const [row] = await sql<{ product_id: number }>('SELECT id AS product_id FROM products WHERE document_id = ?', [chair.id]);
    await sqlWrite('INSERT INTO product_view_days (product_id, day, views) VALUES (?, ?, 5), (?, ?, 2)', [row!.product_id, today() - 30, row!.product_id, today() - 29]);
    // Out of the window already: the series starts 29 days ago.
    expect((await seriesOf(seller)).body.data.views[chair.id]).toEqual([2, ...zeros(28), 1]);
    await visit(chair.id, 8);
    await flush(admin);
    const days = await sql<{ day: number }>('SELECT day FROM product_view_days WHERE product_id = ? ORDER BY day', [row!.product_id]);
    expect(days.map((d) => Number(d.day))).toEqual([today() - 29, today()]);

    expect((await api('DELETE', `/api/products/${chair.id}`, { token: seller.token })).status).toBe(200);
    expect(await sql('SELECT day FROM product_view_days WHERE product_id = ?', [row!.product_id])).toEqual([]);
  });

  it('is the seller’s own: 401 signed out, 403 for another seller’s, 400 with a French message for a bad window', async () => {
    const [seller, curious] = await Promise.all([signUp('Vendeur Secret'), signUp('Curieuse Courbe')]);
    await createProduct(seller.token, otherProduct({ title: 'Coffre en bois de thuya' }));
    expect((await seriesOf(null)).status).toBe(401);
    const peek = await seriesOf(curious, `?owner=${seller.user.id}`);
    expect(peek.status).toBe(403);
    expect(peek.body.error.details.code).toBe('views_not_owner');
    expect(peek.body.error.message).toBe('Seul le vendeur peut voir les vues de ses annonces');
    for (const days of ['0', '31', '2.5', 'trente', '-3']) {
      const bad = await seriesOf(seller, `?days=${days}`);
      expect(bad.status, days).toBe(400);
      expect(bad.body.error.details.code, days).toBe('view_days_invalid');
      expect(bad.body.error.message, days).toBe('Le nombre de jours doit être un nombre entier de 1 à 30');
    }
    const odd = await seriesOf(seller, '?jours=30');
    expect(odd.status).toBe(400);
  });
});
