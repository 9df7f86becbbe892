import { describe, expect, it } from 'vitest';
import { api, carProduct, createProduct, otherProduct, signInAdmin, signUp, sql, useServer, type Session } from './api';

useServer();

const create = (s: Session, body: unknown) => api('POST', '/api/saved-searches', { token: s.token, body: body as Record<string, unknown> });
const list = async (s: Session) => (await api('GET', '/api/saved-searches', { token: s.token })).body.data as Array<{ id: string; name: string; new_count: number; frequency: string; filters: Record<string, unknown> }>;
const notifications = async (s: Session) =>
  (await api('GET', '/api/notifications?pageSize=50', { token: s.token })).body.data as Array<{ type: string; code: string; params: Record<string, string>; link: string; title: string; message: string }>;
/** The runner, invoked directly in place of waiting for the cron (it first waits for the run a write started). */
async function runJobs() {
  const admin = await signInAdmin();
  const res = await api('POST', '/api/admin/alert-jobs/run', { token: admin.token });
  expect(res.status).toBe(200);
}

describe('saved searches: create, list, rename, frequency, delete', () => {
  it('stores the filters as the list reads them and proposes a name from them', async () => {
    const buyer = await signUp('Acheteuse');
    const res = await create(buyer, { filters: { search: ' Peugeot diesel ', category: 'voitures', city: 'Sfax', maxPrice: '40000', freeOnly: 'false' } });
    expect(res.status).toBe(201);
    expect(res.body.code).toBe('saved_search_created');
    expect(res.body.data).toMatchObject({
      name: 'Peugeot diesel · Voiture · Sfax · moins de 40 000 DT',
      filters: { search: 'Peugeot diesel', category: 'voiture', city: 'sfax', maxPrice: 40000 },
      frequency: 'instant',
      new_count: 0,
    });
    const [saved] = await list(buyer);
    expect(saved!.id).toBe(res.body.data.id);

    const renamed = await api('PATCH', `/api/saved-searches/${saved!.id}`, { token: buyer.token, body: { name: '208 pas chère' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('208 pas chère');
    const daily = await api('PATCH', `/api/saved-searches/${saved!.id}`, { token: buyer.token, body: { frequency: 'daily' } });
    expect(daily.body.data).toMatchObject({ name: '208 pas chère', frequency: 'daily' });

    const again = await create(buyer, { filters: { city: 'sfax', category: 'voiture', search: 'Peugeot diesel', maxPrice: 40000 } });
    expect(again.status).toBe(409);
    expect(again.body.error.details.code).toBe('saved_search_exists');

    const stranger = await signUp('Curieux');
    expect((await api('PATCH', `/api/saved-searches/${saved!.id}`, { token: stranger.token, body: { name: 'à moi' } })).status).toBe(404);
    expect((await api('DELETE', `/api/saved-searches/${saved!.id}`, { token: stranger.token })).status).toBe(404);

    const deleted = await api('DELETE', `/api/saved-searches/${saved!.id}`, { token: buyer.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.code).toBe('saved_search_deleted');
    expect(await list(buyer)).toEqual([]);
    expect((await api('DELETE', `/api/saved-searches/${saved!.id}`, { token: buyer.token })).status).toBe(404);
  });

  it('answers bad input with a 400 and its catalogue code, never a 500', async () => {
    const buyer = await signUp('Pressée');
    const cases: Array<[unknown, string]> = [
      [{ filters: {} }, 'saved_search_empty'],
      [{ filters: { city: 'all', freeOnly: false } }, 'saved_search_empty'],
      [{ filters: { city: 'Atlantide' } }, 'city_unknown'],
      [{ filters: { minPrice: 500, maxPrice: 100 } }, 'min_price_above_max'],
      [{ filters: { search: 'vélo', where: '1=1' } }, 'unknown_field'],
      [{ filters: { search: 'vélo' }, owner: 'x' }, 'unknown_field'],
      [{ filters: { search: 'vélo' }, frequency: 'hourly' }, 'saved_search_frequency_invalid'],
      [{ filters: { search: 'vélo' }, name: 'x'.repeat(81) }, 'saved_search_name_too_long'],
      [{ filters: 'vélo' }, 'invalid_input'],
      [['vélo'], 'body_must_be_object'],
    ];
    for (const [body, code] of cases) {
      const res = await create(buyer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details.code, JSON.stringify(body)).toBe(code);
    }
    const ok = await create(buyer, { filters: { search: 'vélo' } });
    const id = ok.body.data.id as string;
    for (const [body, code] of [
      [{}, 'saved_search_nothing_to_change'],
      [{ name: '   ' }, 'saved_search_name_required'],
      [{ frequency: 'weekly' }, 'saved_search_frequency_invalid'],
      [{ filters: { city: 'tunis' } }, 'unknown_field'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await api('PATCH', `/api/saved-searches/${id}`, { token: buyer.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details.code).toBe(code);
    }
    expect((await api('GET', '/api/saved-searches')).status).toBe(401);
    expect((await api('POST', '/api/saved-searches', { body: { filters: { search: 'vélo' } } })).status).toBe(401);
  });

  it('keeps at most 20 alerts per account, with a clear message at the limit', async () => {
    const buyer = await signUp('Collectionneur');
    for (let i = 0; i < 20; i++) expect((await create(buyer, { filters: { search: `lampe ${i}` }, frequency: 'instant' })).status).toBe(201);
    const over = await create(buyer, { filters: { search: 'lampe 21' } });
    expect(over.status).toBe(409);
    expect(over.body.error.details.code).toBe('saved_search_limit');
    expect(over.body.error.message).toBe('Vous avez déjà 20 alertes : supprimez-en une pour en créer une autre.');
    expect(await list(buyer)).toHaveLength(20);
  });
});

describe('matching a published listing against the alerts', () => {
  it('tells each matching alert once, never the owner, with a link to the listing; new_count until seen', async () => {
    const seller = await signUp('Vendeur');
    const buyer = await signUp('Acheteur');
    const elsewhere = await signUp('Sfaxienne');
    const tag = `velours${Date.now()}`;
    const alert = (await create(buyer, { filters: { search: tag, category: 'mobilier', maxPrice: 1000 } })).body.data;
    await create(elsewhere, { filters: { search: tag, city: 'sfax' } });
    await create(seller, { filters: { search: tag } });

    const product = await createProduct(seller.token, otherProduct({ title: `Canapé ${tag}`, price: 850 }));
    await runJobs();
    await runJobs();
    const told = (await notifications(buyer)).filter((n) => n.type === 'alerte');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ code: 'alert_match_text', link: `/product/${product.id}`, title: 'Nouvelle annonce pour votre alerte' });
    expect(told[0]!.message).toBe(`« Canapé ${tag} » correspond à votre alerte « ${alert.name} ».`);
    expect((await notifications(elsewhere)).filter((n) => n.type === 'alerte')).toEqual([]);
    expect((await notifications(seller)).filter((n) => n.type === 'alerte')).toEqual([]);

    expect((await list(buyer))[0]!.new_count).toBe(1);
    const seen = await api('POST', `/api/saved-searches/${alert.id}/seen`, { token: buyer.token });
    expect(seen.body.data.new_count).toBe(0);

    // Editing the listing again does not tell the same alert twice.
    await api('PUT', `/api/products/${product.id}`, { token: seller.token, body: { price: 800 } });
    await runJobs();
    expect((await notifications(buyer)).filter((n) => n.type === 'alerte')).toHaveLength(1);
    expect(await sql('SELECT * FROM alert_jobs')).toEqual([]);
  });

  it('checks every filter of an alert, category fields included, however many alerts share each part', async () => {
    const seller = await signUp('Garagiste');
    const tag = `berline${Date.now()}`;
    // Each buyer's alert differs from the matching one by a single filter (or matches outright).
    const alerts: Array<[string, Record<string, unknown>, boolean]> = [
      ['exact', { search: tag, category: 'voiture', brand: 'peugeot', maxMileage: 100000, maxPrice: 45000 }, true],
      ['city only', { search: tag, city: 'sfax' }, true],
      ['other brand', { search: tag, category: 'voiture', brand: 'renault', maxPrice: 45000 }, false],
      ['too few km', { search: tag, category: 'voiture', brand: 'peugeot', maxMileage: 50000 }, false],
      ['too cheap', { search: tag, category: 'voiture', maxPrice: 30000 }, false],
      ['newer only', { search: tag, category: 'voiture', minYear: 2021 }, false],
      ['other city', { search: tag, city: 'tunis' }, false],
      ['other words', { search: `${tag} cabriolet` }, false],
      ['new only', { search: tag, condition: 'new' }, false],
    ];
    const buyers: Array<[Session, boolean]> = [];
    for (const [name, filters, expected] of alerts) {
      const buyer = await signUp(`Acheteur ${name}`);
      expect((await create(buyer, { filters })).status).toBe(201);
      buyers.push([buyer, expected]);
    }
    const product = await createProduct(seller.token, carProduct({ title: `Peugeot 208 ${tag}`, price: 42000, car_mileage: 65000, car_year: 2019, car_condition: 'used' }));
    await runJobs();
    for (const [i, [buyer, expected]] of buyers.entries()) {
      const links = (await notifications(buyer)).filter((n) => n.type === 'alerte').map((n) => n.link);
      expect(links, alerts[i]![0]).toEqual(expected ? [`/product/${product.id}`] : []);
    }
  });

  it('an edit into a match tells the alert; a listing hidden by moderation tells nobody', async () => {
    const seller = await signUp('Vendeuse');
    const buyer = await signUp('Patient');
    const tag = `bahut${Date.now()}`;
    await create(buyer, { filters: { search: tag, maxPrice: 500 } });
    const product = await createProduct(seller.token, otherProduct({ title: `Bahut ${tag}`, price: 900 }));
    await runJobs();
    expect((await notifications(buyer)).filter((n) => n.type === 'alerte')).toEqual([]);

    await api('PUT', `/api/products/${product.id}`, { token: seller.token, body: { price: 450 } });
    await runJobs();
    expect((await notifications(buyer)).filter((n) => n.type === 'alerte').map((n) => n.link)).toEqual([`/product/${product.id}`]);

    const other = await signUp('Tardive');
    await create(other, { filters: { search: tag } });
    const reporter = await signUp('Témoin');
    await api('POST', `/api/products/${product.id}/report`, { token: reporter.token, body: { reason: 'contenu_interdit' } });
    const admin = await signInAdmin();
    const open = await api('GET', '/api/admin/reports?status=open', { token: admin.token });
    const report = (open.body.data as Array<{ id: string; product: { id: string } }>).find((r) => r.product.id === product.id)!;
    expect((await api('POST', `/api/admin/reports/${report.id}/resolve`, { token: admin.token, body: { action: 'hide' } })).status).toBe(200);
    await api('PUT', `/api/products/${product.id}`, { token: seller.token, body: { title: `Bahut ancien ${tag}` } });
    await runJobs();
    expect((await notifications(other)).filter((n) => n.type === 'alerte')).toEqual([]);
  });

  it('an alert set to off or daily sends no notification', async () => {
    const seller = await signUp('Marchand');
    const quiet = await signUp('Discret');
    const tag = `tapis${Date.now()}`;
    const off = (await create(quiet, { filters: { search: tag }, frequency: 'off' })).body.data;
    await create(quiet, { filters: { search: tag, category: 'mobilier' }, frequency: 'daily' });
    await createProduct(seller.token, otherProduct({ title: `Tapis ${tag}` }));
    await runJobs();
    expect((await notifications(quiet)).filter((n) => n.type === 'alerte')).toEqual([]);
    const counts = Object.fromEntries((await list(quiet)).map((a) => [a.frequency, a.new_count]));
    expect(counts).toEqual({ off: 0, daily: 1 });
    expect(off.frequency).toBe('off');
  });
});

describe('price drops on liked listings', () => {
  it('each liker hears once when the owner lowers the price, with the old and new price; a rise says nothing', async () => {
    const seller = await signUp('Vendeur');
    const fans = [await signUp('Fan A'), await signUp('Fan B')];
    const product = await createProduct(seller.token, otherProduct({ title: 'Buffet en chêne', price: 1200 }));
    for (const fan of fans) expect((await api('POST', `/api/products/${product.id}/like`, { token: fan.token })).status).toBe(200);

    await api('PUT', `/api/products/${product.id}`, { token: seller.token, body: { price: 1500 } });
    await runJobs();
    for (const fan of fans) expect((await notifications(fan)).filter((n) => n.type === 'price_drop')).toEqual([]);

    expect((await api('PUT', `/api/products/${product.id}`, { token: seller.token, body: { price: 990 } })).status).toBe(200);
    await runJobs();
    await runJobs();
    for (const fan of fans) {
      const drops = (await notifications(fan)).filter((n) => n.type === 'price_drop');
      expect(drops).toHaveLength(1);
      expect(drops[0]).toMatchObject({ code: 'price_drop_text', title: 'Baisse de prix', params: { title: 'Buffet en chêne', oldPrice: '1 500 DT', newPrice: '990 DT' }, link: `/product/${product.id}` });
    }
    expect((await notifications(seller)).filter((n) => n.type === 'price_drop')).toEqual([]);
  });
});
