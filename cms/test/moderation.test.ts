import { beforeAll, describe, expect, it } from 'vitest';
import { api, carProduct, createProduct, otherProduct, signInAdmin, signUp, sql, useServer, type Session, as } from './api';

useServer();

let admin: Session;
beforeAll(async () => {
  admin = await signInAdmin();
});

const asAdmin = as(() => admin);

describe('categories are data', () => {
  it('a category created by an admin has a kind, colour, icon and Arabic name, holds listings and shows in GET /api/categories with its count', async () => {
    const created = await asAdmin('POST', '/api/admin/categories', { name: 'Bateaux', name_ar: 'قوارب', kind: 'voiture', color: '#0ea5e9', icon: 'ship', description: 'Bateaux et jet-skis' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Bateaux', slug: 'bateaux', name_ar: 'قوارب', kind: 'voiture', color: '#0ea5e9', icon: 'ship', product_count: 0 });

    const before = (await api('GET', '/api/categories')).body.data as Array<{ slug: string; product_count: number; kind: string }>;
    expect(before.find((c) => c.slug === 'bateaux')).toMatchObject({ product_count: 0, kind: 'voiture' });
    expect(before.find((c) => c.slug === 'voiture')).toMatchObject({ kind: 'voiture' });
    expect(before.find((c) => c.slug === 'mobilier')).toMatchObject({ kind: 'autres' });

    const seller = await signUp('Marin');
    // The kind picks the extra fields: a category of kind voiture needs the car fields.
    const incomplete = await api('POST', '/api/products', { token: seller.token, body: otherProduct({ category: 'bateaux', title: 'Zodiac 4 m' }) });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.message).toBe('La marque est requise');
    const boat = await createProduct(seller.token, carProduct({ category: 'bateaux', title: 'Zodiac Pro 420', car_brand: 'Zodiac', car_model: 'Pro 420' }));
    expect(boat.category).toMatchObject({ slug: 'bateaux', name: 'Bateaux', kind: 'voiture' });
    expect(boat.car_brand).toBe('Zodiac');

    // The list answered just before was cached; the product write refreshed the counts.
    const after = (await api('GET', '/api/categories')).body.data as Array<{ slug: string; product_count: number }>;
    expect(after.find((c) => c.slug === 'bateaux')!.product_count).toBe(1);
    const arabic = (await api('GET', '/api/categories?locale=ar')).body.data as Array<{ slug: string; name: string }>;
    expect(arabic.find((c) => c.slug === 'bateaux')!.name).toBe('قوارب');

    const filtered = await api('GET', '/api/products?category=bateaux');
    expect(filtered.body.data.map((p: { id: string }) => p.id)).toEqual([boat.id]);
    const unknown = await api('GET', '/api/products?category=sous-marins');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Catégorie inconnue');
    const unknownOnCreate = await api('POST', '/api/products', { token: seller.token, body: otherProduct({ category: 'sous-marins' }) });
    expect(unknownOnCreate.body.error.message).toBe('Catégorie inconnue');

    // Deletion is refused with a clear French message while a listing uses it.
    const refused = await asAdmin('DELETE', `/api/admin/categories/${created.body.data.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Cette catégorie contient des produits et ne peut pas être supprimée');

    // Changing the kind changes which fields the next listing needs.
    const renamed = await asAdmin('PUT', `/api/admin/categories/${created.body.data.id}`, { name: 'Bateaux', kind: 'autres' });
    expect(renamed.body.data.kind).toBe('autres');
    const plain = await createProduct(seller.token, otherProduct({ category: 'bateaux', title: 'Gilet de sauvetage' }));
    expect(plain.car_brand ?? null).toBeNull();
  });

  it('refuses an invalid kind or colour in French', async () => {
    const res = await asAdmin('POST', '/api/admin/categories', { name: 'Vélos', kind: 'velo' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Type de catégorie invalide (voiture, immobilier, emplois ou autres)');
    const colour = await asAdmin('POST', '/api/admin/categories', { name: 'Vélos', color: 'javascript:alert(1)' });
    expect(colour.body.error.message).toBe('Couleur invalide (format #rrggbb)');
  });
});

describe('admin product list and the management status filter', () => {
  it('searches title and description with category and status filters; the public list takes status too', async () => {
    const seller = await signUp('Gestion');
    const tag = `zq${Date.now()}`;
    const free = await createProduct(seller.token, otherProduct({ title: `Chaise ${tag}`, price: 'Free', is_free: true }));
    const paid = await createProduct(seller.token, otherProduct({ title: 'Table basse chêne', description: `Bois massif ${tag} très solide` }));
    await asAdmin('POST', `/api/products/${paid.id}/promote`);

    const ids = async (query: string) => ((await asAdmin('GET', `/api/admin/products?${query}`)).body.data as Array<{ id: string }>).map((p) => p.id).sort();
    expect(await ids(`search=${tag}`)).toEqual([free.id, paid.id].sort());
    expect(await ids(`search=${tag}&status=free`)).toEqual([free.id]);
    expect(await ids(`search=${tag}&status=paid`)).toEqual([paid.id]);
    expect(await ids(`search=${tag}&status=promoted`)).toEqual([paid.id]);
    expect(await ids(`search=${tag}&status=regular`)).toEqual([free.id]);
    expect(await ids(`search=${tag}&category=electronique`)).toEqual([]);
    expect(await ids(`search=${tag}&category=mobilier&status=all`)).toEqual([free.id, paid.id].sort());

    const pub = async (query: string) => ((await api('GET', `/api/products?${query}`)).body.data as Array<{ id: string }>).map((p) => p.id);
    expect(await pub(`search=${tag}&status=promoted`)).toEqual([paid.id]);
    expect(await pub(`search=${tag}&status=free`)).toEqual([free.id]);
    expect((await api('GET', '/api/products?status=sold')).body.error.message).toBe('Statut inconnu (all, promoted, regular, free ou paid)');

    const user = await signUp('Curieux');
    expect((await api('GET', '/api/admin/products', { token: user.token })).status).toBe(403);
    expect((await api('GET', '/api/admin/products')).status).toBe(401);
  });
});

describe('reports', () => {
  it('one report per user and listing (unique index); the owner cannot report their own listing; reasons are checked', async () => {
    const seller = await signUp('Vendeur');
    const reporter = await signUp('Vigilant');
    const product = await createProduct(seller.token, otherProduct({ title: 'iPhone à 50 DT' }));

    const bad = await api('POST', `/api/products/${product.id}/report`, { token: reporter.token, body: { reason: 'moche' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Motif de signalement invalide');
    expect((await api('POST', `/api/products/${product.id}/report`, { body: { reason: 'arnaque' } })).status).toBe(401);
    const own = await api('POST', `/api/products/${product.id}/report`, { token: seller.token, body: { reason: 'arnaque' } });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('Vous ne pouvez pas signaler votre propre annonce');

    const burst = await Promise.all(Array.from({ length: 5 }, () => api('POST', `/api/products/${product.id}/report`, { token: reporter.token, body: { reason: 'arnaque', details: 'Prix trop beau' } })));
    expect(burst.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(burst.find((r) => r.status === 409)!.body.error.message).toBe('Vous avez déjà signalé cette annonce');
    expect(burst.find((r) => r.status === 201)!.body.message).toBe('Merci, votre signalement a été envoyé à l’équipe Souk');
    const rows = await sql('select count(*) as n from reports_product_lnk l join products p on p.id = l.product_id where p.document_id = ?', [product.id]);
    expect(Number(Object.values(rows[0]!)[0])).toBe(1);
  });

  it('hiding a reported listing takes it out of every public read and tells its owner; the admin list still shows it', async () => {
    const seller = await signUp('Suspect');
    const reporter = await signUp('Témoin');
    const tag = `hx${Date.now()}`;
    const product = await createProduct(seller.token, otherProduct({ title: `Montre de luxe ${tag}` }));
    await asAdmin('POST', `/api/products/${product.id}/promote`);
    const statsBefore = (await api('GET', '/api/stats')).body.totalProducts as number;
    const countBefore = ((await api('GET', '/api/categories')).body.data as Array<{ slug: string; product_count: number }>).find((c) => c.slug === 'mobilier')!.product_count;

    await api('POST', `/api/products/${product.id}/report`, { token: reporter.token, body: { reason: 'contenu_interdit' } });
    const open = await asAdmin('GET', '/api/admin/reports?status=open');
    const report = (open.body.data as Array<{ id: string; product: { id: string } }>).find((r) => r.product.id === product.id)!;
    expect(report).toMatchObject({ reason: 'contenu_interdit', status: 'open', product: { title: `Montre de luxe ${tag}`, is_hidden: false }, seller: { display_name: 'Suspect', is_active: true } });

    const hidden = await asAdmin('POST', `/api/admin/reports/${report.id}/resolve`, { action: 'hide' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ status: 'hidden', product: { is_hidden: true } });

    expect((await api('GET', `/api/products/${product.id}`)).status).toBe(404);
    expect((await api('GET', `/api/products?search=${tag}`)).body.data).toEqual([]);
    expect(((await api('GET', '/api/products?pageSize=100')).body.data as Array<{ id: string }>).some((p) => p.id === product.id)).toBe(false);
    expect(((await api('GET', '/api/products/promoted')).body.data as Array<{ id: string }>).some((p) => p.id === product.id)).toBe(false);
    expect((await api('GET', '/api/stats')).body.totalProducts).toBe(statsBefore - 1);
    expect(((await api('GET', '/api/categories')).body.data as Array<{ slug: string; product_count: number }>).find((c) => c.slug === 'mobilier')!.product_count).toBe(countBefore - 1);
    expect((await api('POST', `/api/products/${product.id}/like`, { token: reporter.token })).status).toBe(404);

    const notes = (await api('GET', '/api/notifications', { token: seller.token })).body;
    const list = (Array.isArray(notes) ? notes : notes.data) as Array<{ title: string; message: string }>;
    expect(list.some((n) => n.title === 'Annonce masquée' && n.message.includes(`Montre de luxe ${tag}`))).toBe(true);

    const adminList = (await asAdmin('GET', `/api/admin/products?search=${tag}`)).body.data as Array<{ id: string; is_hidden: boolean }>;
    expect(adminList).toEqual([expect.objectContaining({ id: product.id, is_hidden: true })]);
  });

  it('dismissing leaves the listing up; deactivating the seller ends their session (next request 401); an admin seller cannot be deactivated', async () => {
    const seller = await signUp('Récidiviste');
    const a = await signUp('Témoin A');
    const b = await signUp('Témoin B');
    const product = await createProduct(seller.token, otherProduct({ title: 'Doublon canapé' }));
    await api('POST', `/api/products/${product.id}/report`, { token: a.token, body: { reason: 'doublon' } });
    const first = ((await asAdmin('GET', '/api/admin/reports?status=open')).body.data as Array<{ id: string; product: { id: string } }>).find((r) => r.product.id === product.id)!;
    const dismissed = await asAdmin('POST', `/api/admin/reports/${first.id}/resolve`, { action: 'dismiss' });
    expect(dismissed.body.data.status).toBe('dismissed');
    expect((await api('GET', `/api/products/${product.id}`)).status).toBe(200);

    await api('POST', `/api/products/${product.id}/report`, { token: b.token, body: { reason: 'arnaque' } });
    const second = ((await asAdmin('GET', '/api/admin/reports?status=open')).body.data as Array<{ id: string; product: { id: string } }>).find((r) => r.product.id === product.id)!;
    expect((await api('GET', '/api/profile', { token: seller.token })).status).toBe(200);
    const deactivated = await asAdmin('POST', `/api/admin/reports/${second.id}/resolve`, { action: 'deactivate_seller' });
    expect(deactivated.body.data).toMatchObject({ status: 'seller_deactivated', seller: { is_active: false } });
    expect((await api('GET', '/api/profile', { token: seller.token })).status).toBe(401);
    expect((await api('POST', '/api/auth/signin', { body: { email: seller.user.email, password: 'Jasmin-Carthage-77' } })).status).not.toBe(200);

    const bad = await asAdmin('POST', `/api/admin/reports/${second.id}/resolve`, { action: 'ban' });
    expect(bad.body.error.message).toBe('Action inconnue (hide, dismiss ou deactivate_seller)');

    const adminProduct = await createProduct(admin.token, otherProduct({ title: 'Annonce de l’administrateur' }));
    await api('POST', `/api/products/${adminProduct.id}/report`, { token: a.token, body: { reason: 'autre' } });
    const third = ((await asAdmin('GET', '/api/admin/reports?status=open')).body.data as Array<{ id: string; product: { id: string } }>).find((r) => r.product.id === adminProduct.id)!;
    const refused = await asAdmin('POST', `/api/admin/reports/${third.id}/resolve`, { action: 'deactivate_seller' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Un administrateur ne peut pas être désactivé');
  });

  it('the reports tab pages newest first, each row with its listing, seller and reporter, the total per status', async () => {
    const seller = await signUp('Vendeur paginé');
    const witnesses = await Promise.all(['Témoin P1', 'Témoin P2', 'Témoin P3'].map((name) => signUp(name)));
    const products = [];
    for (const title of ['Tapis paginé', 'Lampe paginée']) products.push(await createProduct(seller.token, otherProduct({ title })));
    for (const w of witnesses) for (const p of products) await api('POST', `/api/products/${p.id}/report`, { token: w.token, body: { reason: 'autre' } });
    type Row = { id: string; status: string; product: { id: string; title: string }; seller: { display_name: string }; reporter: { display_name: string } };
    const whole = (await asAdmin('GET', '/api/admin/reports?status=all&pageSize=100')).body;
    const all = whole.data as Row[];
    const [counted] = await sql('select count(*) as n from reports');
    expect(whole.meta.pagination.total).toBe(Number(Object.values(counted!)[0]));

    // Page by page (2 a page) gives the same rows in the same order as one big page, each row complete.
    const paged: Row[] = [];
    for (let page = 1; page <= 3; page++) paged.push(...((await asAdmin('GET', `/api/admin/reports?status=all&page=${page}&pageSize=2`)).body.data as Row[]));
    expect(paged.map((r) => r.id)).toEqual(all.slice(0, 6).map((r) => r.id));
    const mine = paged.filter((r) => products.some((p) => p.id === r.product.id));
    expect(mine).toHaveLength(6);
    for (const r of mine) expect(r).toMatchObject({ status: 'open', seller: { display_name: 'Vendeur paginé' }, reporter: { display_name: expect.stringMatching(/^Témoin P\d$/) } });
    expect(new Set(mine.map((r) => `${r.product.title}/${r.reporter.display_name}`)).size).toBe(6);

    const open = (await asAdmin('GET', '/api/admin/reports?status=open&pageSize=1')).body;
    expect(open.data).toHaveLength(1);
    expect(open.meta.pagination.total).toBe(all.filter((r) => r.status === 'open').length);
  });

  it('a listing deleted by its owner takes its reports with it', async () => {
    const seller = await signUp('Pressé');
    const reporter = await signUp('Témoin C');
    const product = await createProduct(seller.token, otherProduct({ title: 'Vélo à supprimer' }));
    await api('POST', `/api/products/${product.id}/report`, { token: reporter.token, body: { reason: 'deja_vendu' } });
    expect((await api('DELETE', `/api/products/${product.id}`, { token: seller.token })).status).toBe(200);
    const left = ((await asAdmin('GET', '/api/admin/reports?status=all&pageSize=100')).body.data as Array<{ product: { id: string } | null }>).filter((r) => r.product?.id === product.id);
    expect(left).toEqual([]);
  });
});

describe('site info for /admin-info', () => {
  it('shows no demo account when demo data is off (a real deployment)', async () => {
    const res = await api('GET', '/api/site-info');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { demo: false, demoAdmin: null } });
  });
});
