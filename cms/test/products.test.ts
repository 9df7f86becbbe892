import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useServer, api, baseUrl, carProduct, createProduct, jpegWithExif, otherProduct, signInAdmin, signUp, sql, type Session } from './api';

useServer();

let seller: Session;
let other: Session;
let admin: Session;
const ids: Record<string, string> = {};

beforeAll(async () => {
  [seller, other, admin] = await Promise.all([signUp('Vendeur Produits'), signUp('Autre'), signInAdmin()]);
  ids.canape = (await createProduct(seller.token, otherProduct())).id;
  ids.car = (await createProduct(seller.token, carProduct())).id;
  ids.free = (await createProduct(seller.token, otherProduct({ title: 'Étagère à donner', price: 'Free', is_free: true, category: 'Mobilier', location: 'Sousse' }))).id;
  ids.flat = (
    await createProduct(seller.token, {
      title: 'Appartement S+2 Ennasr',
      description: 'Lumineux, proche des commodités.',
      category: 'real_estate',
      location: 'Ariana',
      price: 1200,
      property_type: 'apartment',
      rooms: 3,
      surface: 110,
      floor: 2,
    })
  ).id;
  ids.arabic = (await createProduct(other.token, otherProduct({ title: 'مدرسة خاصة للبيع', description: 'بناية كبيرة في صفاقس', category: 'autres', location: 'Sfax', price: 900000 }))).id;
  ids.euro = (await createProduct(other.token, otherProduct({ title: 'iPhone 13 Pro', category: 'Électronique', price: '1200€', currency: 'EUR', location: 'Monastir', is_reserved: true }))).id;
});

const list = async (query: string) => {
  const res = await api('GET', `/api/products${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Array<Record<string, any>>; meta: { pagination: { total: number; page: number; pageSize: number; pageCount: number } } };
};

describe('GET /api/products', () => {
  it('lists newest first with pagination meta and SPEC field names', async () => {
    const body = await list('');
    expect(body.data[0]!.id).toBe(ids.euro);
    expect(body.meta.pagination).toMatchObject({ page: 1, pageSize: 24, total: 6, pageCount: 1 });
    const car = body.data.find((p) => p.id === ids.car)!;
    expect(car).toMatchObject({
      user_id: seller.user.id,
      seller: { id: seller.user.id, display_name: 'Vendeur Produits' },
      title: 'Peugeot 208 Active',
      price: 42000,
      currency: 'TND',
      is_free: false,
      is_promoted: false,
      like_count: 0,
      likes: 0,
      category: { slug: 'voiture', name: 'Voiture' },
      city: 'sfax',
      car_brand: 'Peugeot',
      car_year: 2019,
    });
    expect(typeof car.latitude).toBe('number');
    expect(JSON.stringify(body)).not.toMatch(/search_text|password|email/);
  });

  it('filters by every category alias', async () => {
    for (const alias of ['voiture', 'vehicles', 'Voiture']) {
      expect((await list(`?category=${encodeURIComponent(alias)}`)).data.map((p) => p.id)).toEqual([ids.car]);
    }
    expect((await list('?category=real_estate')).data.map((p) => p.id)).toEqual([ids.flat]);
    expect((await list(`?category=${encodeURIComponent('Électronique')}`)).data.map((p) => p.id)).toEqual([ids.euro]);
  });

  it('searches case- and accent-insensitively in French and Arabic', async () => {
    expect((await list('?search=canape')).data.map((p) => p.id)).toEqual([ids.canape]);
    expect((await list('?search=CANAPÉ')).data.map((p) => p.id)).toEqual([ids.canape]);
    expect((await list('?search=etagere')).data.map((p) => p.id)).toEqual([ids.free]);
    expect((await list(`?search=${encodeURIComponent('مدرسه')}`)).data.map((p) => p.id)).toEqual([ids.arabic]);
    // category names are searched too; substring match: 'immobilier' contains 'mobilier'
    expect((await list('?search=mobilier')).data.map((p) => p.id).sort()).toEqual([ids.canape, ids.free, ids.flat].sort());
    expect((await list('?search=marsa')).data.map((p) => p.id)).toEqual([ids.canape]); // location
    expect((await list('?search=100%25')).data).toEqual([]);
  });

  it('filters by city, price, condition, free, availability, date range', async () => {
    expect((await list('?city=sfax')).data.map((p) => p.id).sort()).toEqual([ids.arabic, ids.car].sort());
    expect((await list('?minPrice=800&maxPrice=1300')).data.map((p) => p.id).sort()).toEqual([ids.canape, ids.flat, ids.euro].sort());
    expect((await list('?freeOnly=true')).data.map((p) => p.id)).toEqual([ids.free]);
    expect((await list('?availableOnly=true')).data.map((p) => p.id)).not.toContain(ids.euro);
    expect((await list('?condition=good')).data.map((p) => p.id).sort()).toEqual([ids.canape, ids.free, ids.arabic, ids.euro].sort());
    expect((await list('?dateRange=today')).meta.pagination.total).toBe(6);
  });

  it('sorts by every alias', async () => {
    const prices = (body: { data: Array<Record<string, any>> }) => body.data.map((p) => p.price ?? 0);
    const asc = prices(await list('?sort=price_asc'));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    for (const alias of ['price-desc', 'price_desc', 'price:desc']) {
      const desc = prices(await list(`?sort=${alias}`));
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
    }
    expect((await list('?sort=date')).data[0]!.id).toBe(ids.euro);
    expect((await list('?sort=created_at:asc')).data[0]!.id).toBe(ids.canape);
    const titles = (await list('?sort=title')).data.map((p) => p.title);
    expect(titles[0]).toBe('Appartement S+2 Ennasr');
    expect((await list('?sort=popularity')).status ?? 200).toBe(200);
    expect((await list('?sort=likes')).data).toHaveLength(6);
    expect((await list('?sort=location')).data[0]!.location).toBe('Ariana');
  });

  it('paginates with pageSize up to 100', async () => {
    const page = await list('?pageSize=2&page=2');
    expect(page.data).toHaveLength(2);
    expect(page.meta.pagination).toMatchObject({ page: 2, pageSize: 2, pageCount: 3, total: 6 });
    expect((await api('GET', '/api/products?pageSize=101')).status).toBe(400);
    expect((await api('GET', '/api/products?page=0')).status).toBe(400);
  });

  it('refuses undocumented parameters (no filters/populate pass-through)', async () => {
    for (const q of ['filters[title][$eq]=x', 'populate=*', 'populate[owner]=true', 'where=1', 'lookup=x', 'sort=password']) {
      const res = await api('GET', `/api/products?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.message).toMatch(/[a-zé]/);
    }
  });
});

describe('GET /api/products/:id', () => {
  it('answers the product with its kind fields, 404 in French when unknown', async () => {
    const res = await api('GET', `/api/products/${ids.flat}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ real_estate_type: 'apartment', real_estate_rooms: 3, real_estate_surface: 110, real_estate_floor: 2, car_brand: null });
    const missing = await api('GET', '/api/products/unknown0000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Produit introuvable');
  });

  it('shows free and EUR prices as stored', async () => {
    expect((await api('GET', `/api/products/${ids.free}`)).body.data).toMatchObject({ is_free: true, price: null });
    expect((await api('GET', `/api/products/${ids.euro}`)).body.data).toMatchObject({ price: 1200, currency: 'EUR', is_reserved: true });
  });
});

describe('POST /api/products', () => {
  it('needs a signed-in user (401)', async () => {
    const res = await api('POST', '/api/products', { body: otherProduct() });
    expect(res.status).toBe(401);
  });

  it('applies the kind rules with the French messages', async () => {
    const res = await api('POST', '/api/products', { token: seller.token, body: carProduct({ car_year: 1989 }) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/1990/);
    const rooms = await api('POST', '/api/products', { token: seller.token, body: { ...otherProduct({ category: 'immobilier' }), real_estate_type: 'house', real_estate_rooms: 21, real_estate_surface: 50 } });
    expect(rooms.status).toBe(400);
    const missing = await api('POST', '/api/products', { token: seller.token, body: { title: 'x', category: 'mobilier' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Veuillez remplir tous les champs obligatoires');
  });

  it('refuses mass assignment of owner, counters, promotion and role', async () => {
    for (const field of ['owner', 'user_id', 'like_count', 'is_promoted', 'promoted_at', 'role']) {
      const res = await api('POST', '/api/products', { token: seller.token, body: otherProduct({ [field]: field === 'like_count' ? 99 : field === 'is_promoted' ? true : 'x' }) });
      expect(res.status, field).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
  });

  it('stores photos sent as data URLs, re-encoded without EXIF, with responsive sizes', async () => {
    const jpeg = await jpegWithExif(1200, 900);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const product = await createProduct(seller.token, otherProduct({ title: 'Lampe avec photo', images: [`data:image/jpeg;base64,${jpeg.toString('base64')}`] }));
    expect(product.images).toHaveLength(1);
    expect(product.image_url).toMatch(/^\/uploads\//);
    expect(product.images[0].formats.small.width).toBeLessThanOrEqual(480);
    const served = await fetch(`${baseUrl()}${product.images[0].url}`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });

  it('accepts multipart uploads and refuses SVG, HTML and oversized files', async () => {
    const form = new FormData();
    form.append('data', JSON.stringify(otherProduct({ title: 'Chaise multipart' })));
    form.append('images', new Blob([await jpegWithExif()], { type: 'image/jpeg' }), 'chaise.jpg');
    form.append('images', new Blob([await jpegWithExif()], { type: 'image/jpeg' }), 'chaise-2.jpg');
    const ok = await api('POST', '/api/products', { token: seller.token, raw: form });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.images).toHaveLength(2);

    const svg = new FormData();
    svg.append('data', JSON.stringify(otherProduct()));
    svg.append('images', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/jpeg' }), 'evil.jpg');
    const refused = await api('POST', '/api/products', { token: seller.token, raw: svg });
    expect(refused.status).toBe(415);
    expect(refused.body.error.message).toMatch(/format/);

    const html = await api('POST', '/api/products', { token: seller.token, body: otherProduct({ images: [`data:image/png;base64,${Buffer.from('<html><body>hi</body></html>').toString('base64')}`] }) });
    expect(html.status).toBe(415);

    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const tooBig = await api('POST', '/api/products', { token: seller.token, body: otherProduct({ images: [`data:image/jpeg;base64,${big.toString('base64')}`] }) });
    expect(tooBig.status).toBe(413);

    const nine = await api('POST', '/api/products', { token: seller.token, body: otherProduct({ images: Array(9).fill('data:image/jpeg;base64,AAAA') }) });
    expect(nine.status).toBe(400);
    expect(nine.body.error.message).toBe('Maximum 8 images autorisées');
  });
});

describe('PUT and DELETE /api/products/:id', () => {
  it('only the owner or an admin edits', async () => {
    const product = await createProduct(seller.token, otherProduct({ title: 'Table basse' }));
    const denied = await api('PUT', `/api/products/${product.id}`, { token: other.token, body: { title: 'Volée' } });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('Vous ne pouvez modifier que vos propres annonces');
    const mine = await api('PUT', `/api/products/${product.id}`, { token: seller.token, body: { title: 'Table basse en chêne', is_reserved: true } });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ title: 'Table basse en chêne', is_reserved: true, description: product.description });
    const byAdmin = await api('PUT', `/api/products/${product.id}`, { token: admin.token, body: { price: 99 } });
    expect(byAdmin.body.data.price).toBe(99);
    expect((await api('GET', '/api/products?search=chene')).body.data.map((p: { id: string }) => p.id)).toContain(product.id);
    const sneaky = await api('PUT', `/api/products/${product.id}`, { token: seller.token, body: { like_count: 500 } });
    expect(sneaky.status).toBe(400);
  });

  it('keeps the other car fields on a partial edit', async () => {
    const product = await createProduct(seller.token, carProduct());
    const res = await api('PUT', `/api/products/${product.id}`, { token: seller.token, body: { car_mileage: 70000 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ car_brand: 'Peugeot', car_model: '208', car_year: 2019, car_mileage: 70000 });
  });

  it('only the owner or an admin deletes; likes go with the product', async () => {
    const product = await createProduct(seller.token, otherProduct({ title: 'À supprimer' }));
    await api('POST', `/api/products/${product.id}/like`, { token: other.token });
    expect((await api('DELETE', `/api/products/${product.id}`, { token: other.token })).status).toBe(403);
    expect((await api('DELETE', `/api/products/${product.id}`)).status).toBe(401);
    const res = await api('DELETE', `/api/products/${product.id}`, { token: seller.token });
    expect(res.status).toBe(200);
    expect((await api('GET', `/api/products/${product.id}`)).status).toBe(404);
    const orphans = await sql("select count(*) as n from likes l left join likes_product_lnk p on p.like_id = l.id where p.like_id is null");
    expect(Number(orphans[0]!.n)).toBe(0);
    const byAdmin = await createProduct(seller.token, otherProduct({ title: 'Supprimée par admin' }));
    expect((await api('DELETE', `/api/products/${byAdmin.id}`, { token: admin.token })).status).toBe(200);
  });
});

describe('promotion by an admin', () => {
  it('POST /api/products/:id/promote is admin-only', async () => {
    const product = await createProduct(seller.token, otherProduct({ title: 'À promouvoir' }));
    expect((await api('POST', `/api/products/${product.id}/promote`)).status).toBe(401);
    const denied = await api('POST', `/api/products/${product.id}/promote`, { token: seller.token });
    expect(denied.status).toBe(403);
    const ok = await api('POST', `/api/products/${product.id}/promote`, { token: admin.token });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ is_promoted: true });
    expect((await api('GET', '/api/products?promoted=true')).body.data.map((p: { id: string }) => p.id)).toContain(product.id);
  });
});

describe('categories and stats', () => {
  it('GET /api/categories lists the taxonomy with product counts', async () => {
    const res = await api('GET', '/api/categories');
    expect(res.status).toBe(200);
    const mobilier = res.body.data.find((c: { slug: string }) => c.slug === 'mobilier');
    expect(mobilier).toMatchObject({ name: 'Mobilier', product_count: expect.any(Number) });
    expect(res.body.data.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(['voiture', 'immobilier', 'emplois', 'autres', 'electronique']));
    const ar = await api('GET', '/api/categories?locale=ar');
    expect(ar.body.data.find((c: { slug: string }) => c.slug === 'voiture').name).toMatch(/[\u0600-\u06ff]/);
  });

  it('a category is created by an admin only, validated, never twice', async () => {
    expect((await api('POST', '/api/admin/categories', { body: { name: 'Jardin' } })).status).toBe(401);
    expect((await api('POST', '/api/admin/categories', { token: seller.token, body: { name: 'Jardin' } })).status).toBe(403);
    const short = await api('POST', '/api/admin/categories', { token: admin.token, body: { name: 'J' } });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Le nom doit contenir au moins 2 caractères');
    const ok = await api('POST', '/api/admin/categories', { token: admin.token, body: { name: 'Jardin', description: 'Outils et plantes' } });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ name: 'Jardin', slug: 'jardin', product_count: 0 });
    expect((await api('POST', '/api/admin/categories', { token: admin.token, body: { name: 'jardin' } })).status).toBe(409);
  });

  it('GET /api/stats counts products and users', async () => {
    const res = await api('GET', '/api/stats');
    expect(res.status).toBe(200);
    expect(res.body.totalProducts).toBeGreaterThanOrEqual(6);
    expect(res.body.totalUsers).toBeGreaterThanOrEqual(3);
  });
});
