import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api, createProduct, otherProduct, signInAdmin, signUp, sql, uniqueEmail, useServer, type Session, as } from './api';
import { studioUpload } from './studio';

useServer();

let admin: Session;
beforeAll(async () => {
  admin = await signInAdmin();
});

const asAdmin = as(() => admin);
const count = async (query: string) => Number(Object.values((await sql(query))[0]!)[0]);

describe('stats', () => {
  it('GET /api/stats and GET /api/admin/stats count what the database holds', async () => {
    const seller = await signUp('Statisticienne');
    const buyer = await signUp('Acheteur');
    const product = await createProduct(seller.token);
    await createProduct(seller.token, otherProduct({ title: 'Bibliothèque en pin' }));
    await api('POST', '/api/conversations', { token: buyer.token, body: { product_id: product.id } });
    await api('POST', '/api/auth/signin', { body: { email: buyer.user.email, password: 'Jasmin-Carthage-77' } });

    const products = await count('select count(*) as n from products');
    const users = await count('select count(*) as n from up_users');
    expect((await api('GET', '/api/stats')).body).toEqual({ totalProducts: products, totalUsers: users });

    const res = await asAdmin('GET', '/api/admin/stats');
    expect(res.status).toBe(200);
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    const fresh = (await sql<{ created_at: unknown }>('select created_at from products')).filter((p) => new Date(typeof p.created_at === 'number' ? p.created_at : String(p.created_at)) >= monthStart).length;
    expect(res.body).toEqual({
      totalProducts: products,
      totalUsers: users,
      totalCategories: await count('select count(*) as n from categories'),
      totalOrders: await count('select count(*) as n from conversations'),
      recentProducts: fresh,
      // Signed in within 30 days: the admin and the buyer (sign-up alone is not a sign-in).
      activeUsers: 2,
      monthOverMonth: {
        products: { current: fresh, previous: 0, changePercent: null },
        users: { current: users, previous: 0, changePercent: null },
        orders: { current: 1, previous: 0, changePercent: null },
      },
    });
  });

  it('GET /api/admin/health reads the database, never from a cache', async () => {
    const res = await asAdmin('GET', '/api/admin/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ status: 'ok', checks: { api: 'ok', database: 'ok' }, databaseMs: expect.any(Number) });
  });
});

describe('admin categories', () => {
  it('creates, renames and deletes a category; one still used by products, or built in, cannot be deleted (409)', async () => {
    const created = await asAdmin('POST', '/api/admin/categories', { name: 'Jardinage', description: 'Outils et plantes' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ data: expect.objectContaining({ name: 'Jardinage', slug: 'jardinage', description: 'Outils et plantes', product_count: 0 }), message: 'Catégorie créée', code: 'category_created' });
    const id = created.body.data.id as string;

    const renamed = await asAdmin('PUT', `/api/admin/categories/${id}`, { name: 'Jardin', description: null });
    expect(renamed.body).toEqual({ data: expect.objectContaining({ id, name: 'Jardin', slug: 'jardinage', description: null }), message: 'Catégorie modifiée', code: 'category_updated' });
    const taken = await asAdmin('PUT', `/api/admin/categories/${id}`, { name: 'Sport' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Une catégorie porte déjà ce nom');

    const list = (await asAdmin('GET', '/api/admin/categories')).body.data as Array<{ id: string; slug: string; name: string }>;
    expect(list.find((c) => c.id === id)?.name).toBe('Jardin');

    const seller = await signUp();
    await createProduct(seller.token, otherProduct({ category: 'sport', title: 'Raquette de tennis' }));
    const sport = list.find((c) => c.slug === 'sport')!;
    const inUse = await asAdmin('DELETE', `/api/admin/categories/${sport.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toBe('Cette catégorie contient des produits et ne peut pas être supprimée');
    // The site's own taxonomy is recreated at every boot: deleting it is refused, not silently undone.
    const builtIn = list.find((c) => c.slug === 'jeux-video')!;
    const refused = await asAdmin('DELETE', `/api/admin/categories/${builtIn.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Cette catégorie fait partie de la taxonomie du site et ne peut pas être supprimée');

    expect(await asAdmin('DELETE', `/api/admin/categories/${id}`)).toMatchObject({ status: 200, body: { data: { id }, message: 'Catégorie supprimée' } });
    expect((await asAdmin('DELETE', `/api/admin/categories/${id}`)).status).toBe(404);
  });

  it('a rename is searchable at once', async () => {
    const seller = await signUp();
    const item = await createProduct(seller.token, otherProduct({ category: 'bureautique', title: 'Imprimante laser', description: 'Noir et blanc, recto verso.' }));
    const bureautique = ((await asAdmin('GET', '/api/admin/categories')).body.data as Array<{ id: string; slug: string }>).find((c) => c.slug === 'bureautique')!;
    await asAdmin('PUT', `/api/admin/categories/${bureautique.id}`, { name: 'Fournitures de bureau' });
    const found = (await api('GET', '/api/products?search=fournitures')).body.data.map((p: { id: string }) => p.id);
    expect(found).toContain(item.id);
  });

  it('validates with the admin form messages', async () => {
    for (const [body, message] of [
      [{ name: 'A' }, 'Le nom doit contenir au moins 2 caractères'],
      [{}, 'Le nom doit contenir au moins 2 caractères'],
      [{ name: 'Livres', description: 'x'.repeat(501) }, 'La description ne doit pas dépasser 500 caractères'],
      [{ name: 'Livres', slug: 'livres' }, 'Champ non autorisé : slug'],
    ] as const) {
      const res = await asAdmin('POST', '/api/admin/categories', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('a category named in Arabic, or with nothing to spell, gets a Latin slug (Strapi takes no other)', async () => {
    const expected = [
      ['سيارات كلاسيكية', 'syarat-klasykyh'],
      ['Pièces détachées قطع غيار', 'pieces-detachees-qta-ghyar'],
    ] as const;
    for (const [name, slug] of expected) {
      const res = await asAdmin('POST', '/api/admin/categories', { name });
      expect(res.status, name).toBe(201);
      expect(res.body.data).toMatchObject({ name, slug });
    }
    // Nothing Latin or Arabic to spell: a slug of its own each, not one shared by both.
    const slugs = [];
    for (const name of ['ؠ!', '★★']) {
      const res = await asAdmin('POST', '/api/admin/categories', { name });
      expect(res.status, name).toBe(201);
      expect(res.body.data.slug).toMatch(/^categorie-[0-9a-f]{8}$/);
      slugs.push(res.body.data.slug);
    }
    expect(new Set(slugs).size).toBe(2);
    // Its listings are found by that slug.
    const listed = await api('GET', `/api/products?category=${expected[0][1]}`);
    expect(listed.status).toBe(200);
  });
});

describe("SPEC's category routes (/api/categories)", () => {
  it('POST, PUT and DELETE /api/categories follow the admin space rules: visitor 401, user 403, admin 2xx, bad input 400', async () => {
    const user = await signUp('Curieux');
    for (const [method, path] of [['POST', '/api/categories'], ['PUT', '/api/categories/x'], ['DELETE', '/api/categories/x']] as const) {
      const visitor = await api(method, path, { body: { name: 'Aquariophilie' } });
      expect(visitor.status, `${method} visitor`).toBe(401);
      const refused = await api(method, path, { token: user.token, body: { name: 'Aquariophilie' } });
      expect(refused.status, `${method} user`).toBe(403);
    }

    const created = await asAdmin('POST', '/api/categories', { name: 'Aquariophilie', name_ar: 'أحواض السمك', description: 'Poissons et bacs' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ data: expect.objectContaining({ name: 'Aquariophilie', slug: 'aquariophilie', product_count: 0 }), message: 'Catégorie créée', code: 'category_created' });
    const id = created.body.data.id as string;
    // One service behind both paths: the admin space sees it, and a name taken there is taken here.
    const adminList = (await asAdmin('GET', '/api/admin/categories')).body.data as Array<{ id: string }>;
    expect(adminList.map((c) => c.id)).toContain(id);
    const publicList = (await api('GET', '/api/categories')).body.data as Array<{ id: string; name: string }>;
    expect(publicList.find((c) => c.id === id)?.name).toBe('Aquariophilie');
    const taken = await asAdmin('POST', '/api/categories', { name: 'Sport' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Une catégorie porte déjà ce nom');

    const renamed = await asAdmin('PUT', `/api/categories/${id}`, { name: 'Aquariums', description: null });
    expect(renamed.body).toEqual({ data: expect.objectContaining({ id, name: 'Aquariums', slug: 'aquariophilie', description: null }), message: 'Catégorie modifiée', code: 'category_updated' });

    for (const [method, path, body, message] of [
      ['POST', '/api/categories', { name: 'A' }, 'Le nom doit contenir au moins 2 caractères'],
      ['POST', '/api/categories', {}, 'Le nom doit contenir au moins 2 caractères'],
      ['POST', '/api/categories', { name: 'Livres', slug: 'livres' }, 'Champ non autorisé : slug'],
      ['POST', '/api/categories', { name: 'Livres', color: 'rouge' }, undefined],
      ['POST', '/api/categories', [1, 2], undefined],
      ['PUT', `/api/categories/${id}`, { name: '' }, 'Le nom doit contenir au moins 2 caractères'],
      ['PUT', `/api/categories/${id}`, { name: 'Livres', description: 'x'.repeat(501) }, 'La description ne doit pas dépasser 500 caractères'],
    ] as const) {
      const res = await asAdmin(method, path, body);
      expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.details.code).toEqual(expect.any(String));
      if (message) expect(res.body.error.message).toBe(message);
    }
    expect((await asAdmin('PUT', '/api/categories/inconnue', { name: 'Livres' })).status).toBe(404);

    const deleted = await asAdmin('DELETE', `/api/categories/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { data: { id }, message: 'Catégorie supprimée' } });
    expect((await asAdmin('DELETE', `/api/categories/${id}`)).status).toBe(404);
    const builtIn = adminList.find((c) => (c as { slug?: string }).slug === 'sport')!;
    expect((await asAdmin('DELETE', `/api/categories/${builtIn.id}`)).status).toBe(409);
  });
});

describe('admin users', () => {
  const newUser = (over: Record<string, unknown> = {}) => ({
    username: `salma${Math.floor(Math.random() * 1e9)}`,
    email: uniqueEmail('salma'),
    password: 'Olivier-Sfax-2026',
    first_name: 'Salma',
    last_name: 'Trabelsi',
    role: 'user',
    ...over,
  });

  it('creates users (the password works for sign-in) and never returns a password', async () => {
    const body = newUser();
    const res = await asAdmin('POST', '/api/admin/users', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      data: { id: expect.any(String), username: body.username, email: body.email, first_name: 'Salma', last_name: 'Trabelsi', full_name: 'Salma Trabelsi', display_name: 'Salma Trabelsi', role: 'user', is_active: true, last_login: null, created_at: expect.any(String) },
      message: 'Utilisateur créé',
      code: 'user_created',
    });
    const signin = await api('POST', '/api/auth/signin', { body: { email: body.email, password: 'Olivier-Sfax-2026' } });
    expect(signin.body.user).toMatchObject({ role: 'user', display_name: 'Salma Trabelsi' });

    const otherAdmin = newUser({ role: 'admin' });
    await asAdmin('POST', '/api/admin/users', otherAdmin);
    expect((await api('POST', '/api/auth/signin', { body: { email: otherAdmin.email, password: 'Olivier-Sfax-2026' } })).body.user.role).toBe('admin');

    const dupName = await asAdmin('POST', '/api/admin/users', newUser({ username: body.username.toUpperCase() }));
    expect(dupName.status).toBe(409);
    expect(dupName.body.error.message).toBe('Ce nom d’utilisateur est déjà pris');
    const dupEmail = await asAdmin('POST', '/api/admin/users', newUser({ email: body.email.toUpperCase() }));
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body.error.message).toBe('Un compte existe déjà avec cet email');
    expect(JSON.stringify((await asAdmin('GET', '/api/admin/users?pageSize=100')).body)).not.toMatch(/password|\$2[aby]\$/);
  });

  it('validates with the admin form messages', async () => {
    for (const [over, message] of [
      [{ username: 'ab' }, "Le nom d'utilisateur doit contenir au moins 3 caractères"],
      [{ email: 'pas-un-email' }, 'Email invalide'],
      [{ password: '123' }, 'Le mot de passe doit contenir au moins 8 caractères'],
      [{ first_name: 'S' }, 'Le prénom est requis'],
      [{ last_name: '' }, 'Le nom est requis'],
      [{ role: 'superadmin' }, 'Rôle invalide'],
      [{ confirmed: true }, 'Champ non autorisé : confirmed'],
    ] as const) {
      const res = await asAdmin('POST', '/api/admin/users', newUser(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('searches username, e-mail and full name; filters role and status; shows last login', async () => {
    const tag = `zz${Date.now().toString(36)}`;
    const a = (await asAdmin('POST', '/api/admin/users', newUser({ username: `${tag}-amine`, first_name: 'Amine', last_name: 'Gharbi' }))).body.data;
    const b = (await asAdmin('POST', '/api/admin/users', newUser({ email: `${tag}@test.souk.tn`, first_name: 'Ines', last_name: 'Jaziri', role: 'admin' }))).body.data;
    const c = (await asAdmin('POST', '/api/admin/users', newUser({ first_name: 'Karim', last_name: `Ben ${tag}`, is_active: false }))).body.data;
    const search = async (query: string) => ((await asAdmin('GET', `/api/admin/users?${query}`)).body.data as Array<{ id: string }>).map((u) => u.id).sort();

    expect(await search(`search=${tag}`)).toEqual([a.id, b.id, c.id].sort());
    expect(await search(`search=${encodeURIComponent(`karim ben ${tag}`)}`)).toEqual([c.id]);
    expect(await search(`search=${tag}&role=admin`)).toEqual([b.id]);
    expect(await search(`search=${tag}&role=user`)).toEqual([a.id, c.id].sort());
    expect(await search(`search=${tag}&role=all&is_active=false`)).toEqual([c.id]);
    expect(await search(`search=${tag}&is_active=true`)).toEqual([a.id, b.id].sort());

    await api('POST', '/api/auth/signin', { body: { email: a.email, password: 'Olivier-Sfax-2026' } });
    const listed = ((await asAdmin('GET', `/api/admin/users?search=${tag}-amine`)).body.data as Array<{ last_login: string | null }>)[0]!;
    expect(Date.parse(listed.last_login!)).toBeGreaterThan(Date.now() - 60_000);
    for (const query of ['role=root', 'pageSize=1000', 'filters[email]=x', 'sort=email']) {
      expect((await asAdmin('GET', `/api/admin/users?${query}`)).status, query).toBe(400);
    }
  });

  it('edits a user without touching the password; deactivation ends their sessions', async () => {
    const user = await signUp('Anis');
    const body = { username: `anis${Date.now()}`, email: user.user.email, first_name: 'Anis', last_name: 'Mejri', role: 'user', is_active: false };
    const res = await asAdmin('PUT', `/api/admin/users/${user.user.id}`, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: body.username, full_name: 'Anis Mejri', is_active: false, role: 'user' });
    expect((await api('GET', '/api/profile', { token: user.token })).status).toBe(401);
    const blocked = await api('POST', '/api/auth/signin', { body: { email: user.user.email, password: 'Jasmin-Carthage-77' } });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.message).toBe('Votre compte est désactivé. Contactez le support.');

    await asAdmin('PUT', `/api/admin/users/${user.user.id}`, { ...body, is_active: true });
    expect((await api('POST', '/api/auth/signin', { body: { email: user.user.email, password: 'Jasmin-Carthage-77' } })).status).toBe(200);

    const withPassword = await asAdmin('PUT', `/api/admin/users/${user.user.id}`, { ...body, password: 'volé123' });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body.error.message).toBe('Champ non autorisé : password');
    const promoted = await asAdmin('PUT', `/api/admin/users/${user.user.id}`, { ...body, is_active: true, role: 'admin' });
    expect(promoted.body.data.role).toBe('admin');
    expect((await asAdmin('PUT', '/api/admin/users/inconnu000000000000000000', body)).status).toBe(404);
  });

  it('an admin cannot remove their own rights, and cannot be deleted', async () => {
    const me = { username: 'administrateur', email: admin.user.email, first_name: 'Admin', last_name: 'Souk' };
    const demote = await asAdmin('PUT', `/api/admin/users/${admin.user.id}`, { ...me, role: 'user' });
    expect(demote.status).toBe(403);
    expect(demote.body.error.message).toBe('Vous ne pouvez pas retirer vos propres droits d’administrateur ni désactiver votre compte');
    const deleted = await asAdmin('DELETE', `/api/admin/users/${admin.user.id}`);
    expect(deleted.status).toBe(403);
    expect(deleted.body.error.message).toBe('Un administrateur ne peut pas être supprimé');
  });

  it('deletes a user with all that is theirs', async () => {
    const user = await signUp('Départ');
    const item = await createProduct(user.token);
    const res = await asAdmin('DELETE', `/api/admin/users/${user.user.id}`);
    expect(res.body).toEqual({ data: { id: user.user.id }, message: 'Utilisateur supprimé', code: 'user_deleted' });
    expect((await api('GET', `/api/products/${item.id}`)).status).toBe(404);
    expect((await api('GET', '/api/profile', { token: user.token })).status).toBe(401);
    expect(await sql('select id from up_users where document_id = ?', [user.user.id])).toEqual([]);
  });
});

describe('admin products', () => {
  const body = (over: Record<string, unknown> = {}) => ({ title: 'Bureau en chêne', description: 'Massif, 120 x 60 cm, deux tiroirs.', price: '450 DT', location: 'Sfax', category: 'Mobilier', is_free: false, ...over });

  it('creates, edits any product and deletes it, with the SPEC admin rules', async () => {
    const created = await asAdmin('POST', '/api/admin/products', body());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ data: expect.objectContaining({ title: 'Bureau en chêne', price: 450, currency: 'TND', category: expect.objectContaining({ slug: 'mobilier' }), city: 'sfax', user_id: admin.user.id }), message: 'Produit créé', code: 'product_created' });

    const seller = await signUp('Vendeur');
    const theirs = await createProduct(seller.token);
    const edited = await asAdmin('PUT', `/api/admin/products/${theirs.id}`, body({ title: 'Canapé (modéré)', price: 'Gratuit', is_free: true }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: theirs.id, title: 'Canapé (modéré)', is_free: true, user_id: seller.user.id });
    // The plain product routes let an admin edit and delete any product too.
    expect((await api('PUT', `/api/products/${theirs.id}`, { token: admin.token, body: { title: 'Canapé d’angle' } })).status).toBe(200);
    expect(await asAdmin('DELETE', `/api/admin/products/${theirs.id}`)).toMatchObject({ status: 200, body: { data: { id: theirs.id }, message: 'Produit supprimé' } });
    expect((await api('GET', `/api/products/${theirs.id}`)).status).toBe(404);
  });

  it('validates with the admin form messages', async () => {
    for (const [over, message] of [
      [{ title: 'Lit' }, 'Le titre doit contenir au moins 5 caractères'],
      [{ description: 'Court' }, 'La description doit contenir au moins 10 caractères'],
      [{ price: '' }, 'Le prix est requis'],
      [{ price: 'beaucoup' }, 'Le prix doit être un nombre positif'],
      [{ location: 'S' }, 'La localisation est requise'],
      [{ category: '' }, 'La catégorie est requise'],
      [{ category: 'Licornes' }, 'La catégorie est requise'],
      [{ is_promoted: true }, 'Champ non autorisé : is_promoted'],
      [{ image_url: 'https://ailleurs.example/photo.jpg' }, 'L’image doit provenir de la médiathèque du site (adresse /uploads/…)'],
    ] as const) {
      const res = await asAdmin('POST', '/api/admin/products', body(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('image_url takes a copy of a media-library image', async () => {
    const file = await studioUpload(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b45309' } }).jpeg().toBuffer(), 'bureau.jpg');
    const res = await asAdmin('POST', '/api/admin/products', body({ image_url: file.url }));
    expect(res.status).toBe(201);
    expect(res.body.data.images).toHaveLength(1);
    expect(res.body.data.image_url).not.toBe(file.url);
    await asAdmin('DELETE', `/api/admin/products/${res.body.data.id}`);
    expect(await sql('select id from files where id = ?', [file.id])).toHaveLength(1);
  });
});
