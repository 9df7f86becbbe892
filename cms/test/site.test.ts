import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'zlib';
import { bootScript, bundle, get, raw, setRenderMode, siteDir, stylesheet } from './site-build';
import { api, baseUrl, createProduct, jpegWithExif, otherProduct, linkFromLog, serverLog, signUp, uniqueEmail, useServer } from './api';

// No SMTP server here (SMTP_HOST empty): account e-mails go to the log.
useServer({ SITE_DIR: siteDir, SMTP_HOST: '' });

describe('one origin: site, API and studio', () => {
  it('serves the site at / (not the studio redirect)', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Petites annonces en Tunisie | Souk</title>');
    expect(html).not.toContain('générique');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('writes the boot script into the page and allows it by its hash, not by allowing inline scripts', async () => {
    const res = await get('/products');
    const html = await res.text();
    expect(html).toContain(`<script>${bootScript}</script>`);
    expect(html).not.toContain('src="/boot.js"');
    const hash = createHash('sha256').update(bootScript).digest('base64');
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`);
    // The API keeps the policy as it was.
    const api = await get('/api/categories', 'application/json');
    expect(/(?:^|;)\s*script-src ([^;]*)/.exec(api.headers.get('content-security-policy') ?? '')?.[1]).toBe("'self'");
  });

  it('writes the stylesheet into the page, keeps its link disabled for the lazy chunks, and keeps the style policy', async () => {
    const res = await get('/products');
    const html = await res.text();
    expect(html).toContain(`<style>${stylesheet}</style><link rel="stylesheet" crossorigin href="/assets/index-5678.css" disabled>`);
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" crossorigin href="/assets/index-5678.css" disabled>']);
    // Allowed by the policy the site already had; no hash is added (it would switch 'unsafe-inline' off for style attributes).
    expect(/(?:^|;)\s*style-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]).toBe("'self' https: 'unsafe-inline'");
    // The file itself is still served, for whoever asks for it.
    const file = await get('/assets/index-5678.css', 'text/css');
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(stylesheet);
  });

  it('falls back to index.html for client routes, /admin included', async () => {
    // The e-mails' links (an alert digest's one-click stop, an expiry reminder's renewal) are pages too.
    for (const route of ['/admin', '/map', '/messages?product=1', '/products-management', '/conditions', '/alertes', '/alertes/desabonnement?token=x', '/annonces/renouveler?token=x']) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain('<div id="root"></div>');
    }
    // Unknown pages and listings still get the app (it shows its own "not found"), with a 404 for crawlers.
    for (const route of ['/une/route/inconnue', '/product/abc123']) {
      const res = await get(route);
      expect(res.status, route).toBe(404);
      const html = await res.text();
      expect(html, route).toContain('<div id="root"></div>');
      expect(html, route).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('serves hashed assets with a long cache; a missing asset is a 404, not HTML', async () => {
    const res = await get('/assets/app-1234.js', '*/*');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing.js', '*/*')).status).toBe(404);
  });

  it('never shadows the API, and never reads outside the site folder', async () => {
    const api = await get('/api/nope', 'application/json');
    expect(api.status).toBe(404);
    expect((await api.json()).error.message).toBe('Ressource introuvable');
    const traversal = await get('/..%2f..%2fetc%2fpasswd', '*/*');
    expect([403, 404]).toContain(traversal.status);
    expect(await traversal.text()).not.toContain('root:');
    expect((await get('/%E0%A4%A', '*/*')).status).toBeLessThan(500);
  });

  it('the studio lives at /studio', async () => {
    const res = await get('/studio');
    expect(res.status).not.toBe(302);
    expect([200, 404]).toContain(res.status); // 200 once the studio is built (npm run build)
  });
});

describe("a landing page announces its first screen's code and reads (decision 57)", () => {
  /** A new seller's listing with one photo, as the API answered its creation. */
  const publishWithPhoto = async (title: string) => {
    const seller = await signUp();
    const form = new FormData();
    form.append('data', JSON.stringify(otherProduct({ title })));
    form.append('images', new Blob([await jpegWithExif()], { type: 'image/jpeg' }), 'photo.jpg');
    const created = await api('POST', '/api/products', { token: seller.token, raw: form });
    expect(created.status).toBe(201);
    return created;
  };
  const hints = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

  it("home lists its route chunk and public reads, in the page's language", async () => {
    expect(hints(await (await get('/')).text())).toEqual([
      'modulepreload /assets/shell-1.js',
      'preload /api/products?sort=date',
      'preload /api/advertisements?position=header&amp;locale=fr',
    ]);
    const ar = await (await get('/?lang=ar')).text();
    expect(hints(ar)).toEqual([
      'modulepreload /assets/shell-1.js',
      'modulepreload /assets/ar-words-2.js',
      'preload /api/products?sort=date',
      'preload /api/advertisements?position=header&amp;locale=ar',
    ]);
    expect(ar).toContain('<link rel="preload" as="fetch" crossorigin href="/api/products?sort=date">');
  });

  it('a listing page announces its photo and its own read; a missing listing, a filtered URL or another page announce none', async () => {
    const created = await publishWithPhoto('Vélo de ville');
    const id = created.body.data.id as string;
    const html = await (await get(`/product/${id}`)).text();
    expect(hints(html)).toEqual(['modulepreload /assets/product-page-3.js', `preload /api/products/${id}`]);
    // The gallery's first photo, offered with the <picture>'s own WebP candidates and sizes.
    const webp = (created.body.data.images[0].webp as { url: string; width: number }[]).map((f) => `${f.url} ${f.width}w`).join(', ');
    expect(webp).not.toBe('');
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" type="image/webp" imagesrcset="${webp}" imagesizes="(min-width: 1024px) 640px, 100vw">`,
    );
    for (const route of ['/product/absent123', '/?category=mobilier', '/products', '/map', '/nowhere']) {
      const page = await (await get(route)).text();
      expect(hints(page), route).toEqual([]);
      expect(page, route).not.toContain('as="image"');
    }
  });

  it("home preloads the photo of the first listing its first read answers, with the cards' sizes", async () => {
    const created = await publishWithPhoto('Lampe de chevet');
    // The newest listing, as `/api/products?sort=date` answers it.
    const newest = await api('GET', '/api/products?sort=date');
    expect(newest.body.data[0].id).toBe(created.body.data.id);
    const webp = (created.body.data.images[0].webp as { url: string; width: number }[]).map((f) => `${f.url} ${f.width}w`).join(', ');
    const preload = `<link rel="preload" as="image" fetchpriority="high" type="image/webp" imagesrcset="${webp}" imagesizes="50vw">`;
    const html = await (await get('/?lang=ar')).text();
    expect(html).toContain(preload);
    // First in the <head>'s hints: the largest paint waits on it.
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<link rel="modulepreload"'));

    // A newer listing without a photo draws a placeholder: the photo is still the one preloaded.
    await createProduct((await signUp()).token, otherProduct({ title: 'Étagère sans photo' }));
    const after = await (await get('/?lang=ar')).text();
    expect(after).toContain(preload);
    expect(after.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });
});

describe("a landing page arrives with its first screen drawn by the server (decision 59)", () => {
  const rendered = (html: string) => /<div id="root">([\s\S]*?)<\/div>\n/.exec(html)?.[1] ?? '';
  const served = (html: string) => /<script id="first-screen" type="application\/json" data-language="(\w+)" data-viewport="\w+">([^<]*)<\/script>/.exec(html);
  const reads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)">/g)].map((m) => m[1]);

  it('draws home in the URL language with the answers it read, and announces no read left to fetch', async () => {
    setRenderMode('on');
    try {
      const newest = await api('GET', '/api/products?sort=date');
      const title = newest.body.data[0].title as string;
      const html = await (await get('/')).text();
      // A request that says nothing of its device is drawn for a desktop.
      expect(rendered(html)).toBe(`<main data-url="/" lang="fr" data-viewport="desktop"><h1>${title}</h1></main>`);
      const state = served(html);
      expect(state?.[1]).toBe('fr');
      // Every "<" of the answers is escaped: a listing's text cannot close the <script>.
      expect(html).not.toContain('</script><script>alert(1)');
      const answers = JSON.parse(state?.[2] ?? 'null') as [unknown, unknown, number][];
      expect(answers[0]?.[0]).toEqual(['read', '/api/products?sort=date']);
      expect(answers[0]?.[1]).toEqual(newest.body);
      expect(answers[1]?.[1]).toBe('</script><script>alert(1)</script>');
      expect(reads(html)).toEqual([]);
      // The code only makes the drawn page respond: the photo goes first, and the code waits, inert
      // at the end of the body, for the boot script to ask for it once the photo is painted.
      const [head, body] = html.split('</head>');
      expect(head).not.toMatch(/modulepreload|type="module"/);
      expect(body).toMatch(
        /<\/script>\s*<template id="page-code">\s*<script type="module" fetchpriority="low" crossorigin src="\/assets\/app-1234.js"><\/script>\s*<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/shell-1.js">\s*<\/template>\s*<\/body>/,
      );

      // A phone gets a drawing of its own (the listing page lays itself out by width), told to the
      // browser so that it hydrates with the same media queries; a drawn page varies with the device.
      const phoneAgent = 'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
      for (const headers of [{ 'user-agent': phoneAgent }, { 'sec-ch-ua-mobile': '?1' }]) {
        const phone = await get('/', 'text/html', headers);
        const phoneHtml = await phone.text();
        expect(rendered(phoneHtml)).toContain('data-viewport="mobile"');
        expect(phoneHtml).toContain('data-language="fr" data-viewport="mobile">');
        expect(phone.headers.get('vary')).toMatch(/Sec-CH-UA-Mobile.*User-Agent/);
      }
      const desktop = await (await get('/', 'text/html', { 'user-agent': phoneAgent, 'sec-ch-ua-mobile': '?0' })).text();
      expect(desktop).toContain('data-language="fr" data-viewport="desktop">');

      const ar = await (await get('/?lang=ar')).text();
      expect(rendered(ar)).toContain('<main data-url="/?lang=ar" lang="ar" data-viewport="desktop">');
      expect(served(ar)?.[1]).toBe('ar');
    } finally {
      setRenderMode('off');
    }
  });

  it("draws a listing's page with that listing; a missing listing or a page without a first screen stays empty", async () => {
    setRenderMode('on');
    try {
      const seller = await signUp();
      const created = await createProduct(seller.token, otherProduct({ title: 'Table de jardin en fer' }));
      const html = await (await get(`/product/${created.id}`)).text();
      expect(rendered(html)).toContain('<h1>Table de jardin en fer</h1>');
      for (const route of ['/product/absent123', '/products', '/map', '/?category=mobilier']) {
        const page = await (await get(route)).text();
        expect(page, route).toContain('<div id="root"></div>');
        expect(served(page), route).toBeNull();
        // A page the browser draws needs its code for the first paint: it stays in the <head>, at its priority.
        expect(page.split('</head>')[0], route).toContain('<script type="module" crossorigin src="/assets/app-1234.js"></script>');
      }
    } finally {
      setRenderMode('off');
    }
  });

  it('keeps a drawing for every visitor until a write, which drops it', async () => {
    const seller = await signUp();
    try {
      setRenderMode('on');
      await createProduct(seller.token, otherProduct({ title: 'Étagère en chêne' }));
      expect(rendered(await (await get('/')).text())).toContain('<h1>Étagère en chêne</h1>');
      // The renderer now fails, but the kept drawing is served.
      setRenderMode('throw');
      expect(rendered(await (await get('/')).text())).toContain('<h1>Étagère en chêne</h1>');
      // A write drops every drawing: the next visit draws again (and here fails, so the page is empty).
      await createProduct(seller.token, otherProduct({ title: 'Commode peinte' }));
      expect(rendered(await (await get('/')).text())).toBe('');
      setRenderMode('on');
      expect(rendered(await (await get('/')).text())).toContain('<h1>Commode peinte</h1>');
    } finally {
      setRenderMode('off');
    }
  });

  it("drops the drawings when a seller's profile is written: their phone and name are drawn on their listings' pages", async () => {
    const seller = await signUp();
    try {
      setRenderMode('on');
      await createProduct(seller.token, otherProduct({ title: 'Lampe de chevet en laiton' }));
      expect(rendered(await (await get('/')).text())).toContain('<h1>Lampe de chevet en laiton</h1>');
      setRenderMode('throw');
      expect(rendered(await (await get('/')).text())).toContain('<h1>Lampe de chevet en laiton</h1>');
      // The phone shown: the next visit draws again (and here fails, so the page is empty).
      expect((await api('PUT', '/api/profile', { token: seller.token, body: { phone: '+216 55 000 222', show_phone: true } })).status).toBe(200);
      expect(rendered(await (await get('/')).text())).toBe('');
    } finally {
      setRenderMode('off');
    }
  });

  it('serves the page empty, with its read hints, when the render fails or runs past its budget', async () => {
    const seller = await signUp();
    try {
      // Drops any drawing an earlier test left.
      await createProduct(seller.token);
      setRenderMode('throw');
      const failed = await get('/');
      expect(failed.status).toBe(200);
      const html = await failed.text();
      expect(html).toContain('<div id="root"></div>');
      expect(reads(html)).toContain('/api/products?sort=date');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-1.js">');

      setRenderMode('slow');
      const started = Date.now();
      const late = await (await get('/')).text();
      // The stand-in takes 5 s; the server stops waiting after RENDER_BUDGET_MS (1.5 s).
      expect(Date.now() - started).toBeLessThan(4500);
      expect(late).toContain('<div id="root"></div>');
      expect(served(late)).toBeNull();
    } finally {
      setRenderMode('off');
    }
  });
});

describe('without SMTP, account e-mails are written to the log', () => {
  it('logs the confirmation mail with its link; the link opens the site and confirms the address', async () => {
    const email = uniqueEmail('sans-smtp');
    const signup = await api('POST', '/api/auth/signup', { body: { email, password: 'Jasmin-Carthage-77', display_name: 'Hors ligne' } });
    expect(signup.status).toBe(201);
    const link = await linkFromLog(email);
    expect(serverLog()).toContain(`To: ${email}\nSubject: Confirmez votre adresse e-mail — Souk`);
    expect(link.startsWith(`${baseUrl()}/auth/confirm-email?token=`)).toBe(true);

    const page = await fetch(link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    const token = new URL(link).searchParams.get('token');
    expect((await api('POST', '/api/auth/confirm-email', { body: { token } })).status).toBe(200);
    expect((await api('GET', '/api/profile', { token: signup.body.token })).body.data.email_confirmed).toBe(true);
  });
});

describe('pages that search engines and chat apps can read', () => {
  it("a listing's page carries its title, price, city, picture and a Product offer", async () => {
    const seller = await signUp('Vendeuse');
    const form = new FormData();
    form.append('data', JSON.stringify(otherProduct({ title: 'Canapé <rouge> & velours', price: 1200, location: 'Sousse', city: 'sousse' })));
    form.append('images', new Blob([await jpegWithExif()], { type: 'image/jpeg' }), 'canape.jpg');
    const created = await api('POST', '/api/products', { token: seller.token, raw: form });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;

    const res = await get(`/product/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Canapé &lt;rouge&gt; &amp; velours · 1 200 DT · Sousse | Souk</title>');
    expect(html).toContain('<meta property="og:title" content="Canapé &lt;rouge&gt; &amp; velours · 1 200 DT · Sousse" />');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/[^"]+\.(jpe?g|webp)" \/>/);
    expect(html).toContain('<meta property="product:price:amount" content="1200" />');
    expect(html).toContain('<meta property="product:price:currency" content="TND" />');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/product/${id}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${baseUrl()}/product/${id}?lang=ar" />`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Canapé <rouge> & velours', offers: { '@type': 'Offer', price: '1200', priceCurrency: 'TND' } });
    expect(html).not.toContain('<rouge>'); // never raw user HTML in the page

    const ar = await (await get(`/product/${id}?lang=ar`)).text();
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('سوسة');

    // Deleted: crawlers get a 404 and the page is no longer indexable.
    expect((await api('DELETE', `/api/products/${id}`, { token: seller.token })).status).toBeLessThan(300);
    await new Promise((r) => setTimeout(r, 2100)); // past the 2 s read cache
    const gone = await get(`/product/${id}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('<meta name="robots" content="noindex" />');
  });

  it('lists listings and categories in /sitemap.xml and keeps crawlers out of private parts', async () => {
    const seller = await signUp();
    const created = await api('POST', '/api/products', { token: seller.token, body: otherProduct({ title: 'Lampe de bureau' }) });
    const id = created.body.data.id as string;
    const map = await get('/sitemap.xml', 'application/xml');
    expect(map.status).toBe(200);
    expect(map.headers.get('content-type')).toContain('application/xml');
    const xml = await map.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${baseUrl()}/product/${id}</loc>`);
    expect(xml).toContain(`<loc>${baseUrl()}/products?category=voiture</loc>`);
    expect((await get('/sitemap-products-1.xml', 'application/xml')).status).toBe(404); // one file is enough here

    const robots = await (await get('/robots.txt', 'text/plain')).text();
    for (const line of ['Disallow: /admin', 'Disallow: /studio', 'Disallow: /api/', 'Disallow: /messages']) expect(robots).toContain(line);
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it('compresses JSON and HTML, and sends the precompressed asset as it is', async () => {
    const json = await raw('/api/categories', { 'accept-encoding': 'gzip' });
    expect(json.status).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.body).toString()).data.length).toBeGreaterThan(0);

    const html = await raw('/map', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(html.headers['content-encoding']).toBe('br');

    const asset = await raw('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toContain('Accept-Encoding');
    expect(asset.body.equals(fs.readFileSync(path.join(siteDir, 'assets', 'app-1234.js.br')))).toBe(true);
    const plain = await raw('/assets/app-1234.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
  });

  it('answers 304 to a public read the client already holds', async () => {
    const first = await get('/api/categories', 'application/json');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"/);
    const again = await get('/api/categories', 'application/json', { 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await get('/api/categories', 'application/json', { 'if-none-match': 'W/"autre"' });
    expect(changed.status).toBe(200);
  });

  it("a cached answer's ETag is computed once, and a write gives the next answer a new one", async () => {
    const read = async (p: string, tag?: string) => {
      const res = await get(p, 'application/json', tag ? { 'if-none-match': tag } : {});
      return { status: res.status, tag: res.headers.get('etag'), body: res.status === 200 ? ((await res.json()) as { data: unknown }) : null };
    };
    const seller = await signUp();
    const created = await api('POST', '/api/products', { token: seller.token, body: otherProduct({ title: 'Étagère en chêne' }) });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const before = await read(`/api/products/${id}`);
    const categoriesBefore = await read('/api/categories');
    // The same cached answer, asked again: the same tag, and a 304 for it.
    expect((await read(`/api/products/${id}`)).tag).toBe(before.tag);
    expect((await read(`/api/products/${id}`, before.tag!)).status).toBe(304);
    const edited = await api('PUT', `/api/products/${id}`, { token: seller.token, body: { price: 321 } });
    expect(edited.status).toBe(200);
    const after = await read(`/api/products/${id}`, before.tag!);
    expect(after.status).toBe(200);
    expect(after.tag).not.toBe(before.tag);
    expect((after.body!.data as { price: number }).price).toBe(321);
    // Another listing in a category: its count moves, and so does the list's tag.
    expect((await api('POST', '/api/products', { token: seller.token, body: otherProduct({ title: 'Commode ancienne' }) })).status).toBe(201);
    const categoriesAfter = await read('/api/categories', categoriesBefore.tag!);
    expect(categoriesAfter.status).toBe(200);
    expect(categoriesAfter.tag).not.toBe(categoriesBefore.tag);
  });
});
