import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, baseUrl, jpegWithExif, otherProduct, signUp, sql, useServer } from './api';
import { LISTING_JSON_MAX } from '../src/http/request-limits';

/**
 * What a visitor can make the server hold: body sizes per route (413 before parsing), multipart only
 * on the product write routes (field `images`, at most 8 files), temp files removed after every
 * request whatever its outcome, odd methods and NUL bytes answered 4xx in French.
 */
const serverTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-server-tmp-'));
useServer({ TMPDIR: serverTmp });
afterAll(() => fs.rmSync(serverTmp, { recursive: true, force: true }));

const FRENCH = /[a-zàâçéèêëîïôûùüÿœ]/i;
const ENGLISH = /FileTooBig|prototype|Malicious|Payload Too Large|Not Implemented|Method Not Allowed|Unexpected|JSON at position|Bad Request|boundary/;

const expectFrench4xx = (res: { status: number; body: any }, status: number | [number, number], label = '') => {
  const [lo, hi] = Array.isArray(status) ? status : [status, status];
  expect(res.status, `${label} ${JSON.stringify(res.body)?.slice(0, 300)}`).toBeGreaterThanOrEqual(lo);
  expect(res.status, label).toBeLessThanOrEqual(hi);
  expect(res.body?.data, label).toBeNull();
  expect(res.body?.error?.message, label).toMatch(FRENCH);
  expect(res.body.error.message, label).not.toMatch(ENGLISH);
};

/** Every file the server wrote to its temp directory (recursively); must be none between requests. */
const leftovers = () => (fs.readdirSync(serverTmp, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(serverTmp, f)).isFile());

function form(fields: Record<string, string>, files: Array<{ field: string; name: string; data: Buffer; type?: string }>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/jpeg' }), f.name);
  return fd;
}

const productCount = async () => Number((await sql<{ n: number }>('select count(*) as n from products'))[0]!.n);

describe('multipart is for listing photos only, and leaves nothing on disk', () => {
  it('refuses multipart on sign-in, chat, messages and unknown routes (415) without keeping a file', async () => {
    const jpeg = await jpegWithExif(64, 64);
    for (const route of ['/api/auth/signin', '/api/auth/signup', '/api/chat', '/api/messages', '/api/nowhere', '/api/profile']) {
      const res = await api(route === '/api/profile' ? 'PUT' : 'POST', route, { raw: form({ email: 'a@b.tn' }, [{ field: 'files', name: 'a.jpg', data: jpeg }]) });
      expectFrench4xx(res, [404, 415], route);
    }
    expect(leftovers()).toEqual([]);
  });

  it('a listing takes only the images field, at most 8 files; every temp file is removed whatever the outcome', async () => {
    const seller = await signUp();
    const jpeg = await jpegWithExif(64, 64);
    const data = JSON.stringify(otherProduct({ title: 'Lampe de bureau vintage' }));
    const before = await productCount();

    const extraField = await api('POST', '/api/products', { token: seller.token, raw: form({ data }, [{ field: 'images', name: 'a.jpg', data: jpeg }, { field: 'other', name: 'b.jpg', data: jpeg }]) });
    expectFrench4xx(extraField, 400, 'extra file field');
    const fifty = await api('POST', '/api/products', { token: seller.token, raw: form({ data }, Array.from({ length: 50 }, (_, i) => ({ field: `f${i}`, name: `${i}.jpg`, data: jpeg }))) });
    expectFrench4xx(fifty, 400, '50 file fields');
    const nine = await api('POST', '/api/products', { token: seller.token, raw: form({ data }, Array.from({ length: 9 }, (_, i) => ({ field: 'images', name: `${i}.jpg`, data: jpeg }))) });
    expectFrench4xx(nine, 400, 'nine images');
    const notImage = await api('POST', '/api/products', { token: seller.token, raw: form({ data }, [{ field: 'images', name: 'x.jpg', data: Buffer.from('<svg/>') }]) });
    expectFrench4xx(notImage, 415, 'not an image');
    const badData = await api('POST', '/api/products', { token: seller.token, raw: form({ data: '{' }, [{ field: 'images', name: 'a.jpg', data: jpeg }]) });
    expectFrench4xx(badData, 400, 'bad data JSON');
    const visitor = await api('POST', '/api/products', { raw: form({ data }, [{ field: 'images', name: 'a.jpg', data: jpeg }]) });
    expectFrench4xx(visitor, 401, 'visitor');
    expect(await productCount()).toBe(before);

    const ok = await api('POST', '/api/products', { token: seller.token, raw: form({ data }, Array.from({ length: 8 }, (_, i) => ({ field: 'images', name: `${i}.jpg`, data: jpeg }))) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.images).toHaveLength(8);
    expect(leftovers()).toEqual([]);
  });

  it('multipart without a boundary is a 400 in French', async () => {
    const seller = await signUp();
    const res = await api('POST', '/api/products', { token: seller.token, raw: 'xx', headers: { 'content-type': 'multipart/form-data' } });
    expectFrench4xx(res, 400);
  });
});

describe('JSON bodies are capped per route, refused with 413 before parsing', () => {
  const body = (bytes: number) => JSON.stringify({ email: 'a@b.tn', password: 'x'.repeat(bytes) });

  it('sign-in and chat take a few kilobytes; messages and profile a few more', async () => {
    for (const [route, size] of [['/api/auth/signin', 8 * 1024], ['/api/auth/signup', 8 * 1024], ['/api/chat', 8 * 1024], ['/api/messages', 40 * 1024]] as const) {
      const res = await api('POST', route, { raw: body(size), headers: { 'content-type': 'application/json' } });
      expectFrench4xx(res, 413, route);
    }
  });

  it('a visitor cannot make the server read a listing-sized body; a signed-in seller can', async () => {
    const big = JSON.stringify({ ...otherProduct(), description: 'x'.repeat(1024 * 1024) });
    expectFrench4xx(await api('POST', '/api/products', { raw: big, headers: { 'content-type': 'application/json' } }), 401, 'visitor');
    expectFrench4xx(await api('POST', '/api/products', { raw: big, headers: { 'content-type': 'application/json', authorization: 'Bearer forged.token.value' } }), 401, 'forged token');
    const seller = await signUp();
    // Read (it is within the listing budget) and then refused by the schema, not by size.
    expectFrench4xx(await api('POST', '/api/products', { token: seller.token, raw: big, headers: { 'content-type': 'application/json' } }), 400, 'seller, long description');
    const tooBig = 'x'.repeat(LISTING_JSON_MAX + 1);
    expectFrench4xx(await api('POST', '/api/products', { token: seller.token, raw: tooBig, headers: { 'content-type': 'application/json' } }), 413, 'beyond the listing budget');
  });

  it('forbidden prototype keys and broken JSON answer in French', async () => {
    const proto = await api('POST', '/api/auth/signin', { raw: '{"__proto__":{"admin":true},"email":"a@b.tn","password":"x"}', headers: { 'content-type': 'application/json' } });
    expectFrench4xx(proto, 400, 'proto');
    const broken = await api('POST', '/api/auth/signin', { raw: '{"email":', headers: { 'content-type': 'application/json' } });
    expectFrench4xx(broken, 400, 'broken');
  });
});

describe('odd methods, NUL bytes and path tricks are 4xx in French', () => {
  it('TRACE and PROPFIND', async () => {
    for (const method of ['PROPFIND', 'MKCOL', 'LOCK']) expectFrench4xx(await api(method, '/api/products'), 405, method);
    // fetch() refuses to send TRACE; a raw socket does.
    const net = await import('net');
    const url = new URL(baseUrl());
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => socket.end(`TRACE /api/products HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`));
      let text = '';
      socket.on('data', (d) => (text += d));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 405/);
    expect(raw).toContain('Méthode non autorisée');
  });

  it('NUL in a path id, a search term, a title, a display name, a message', async () => {
    const s = await signUp();
    const before = await productCount();
    expectFrench4xx(await api('GET', '/api/products/abc%00def'), 400, 'path id');
    expectFrench4xx(await api('GET', '/api/products?search=v%00lo'), 400, 'search');
    expectFrench4xx(await api('GET', '/api/users/abc%00/profile'), 400, 'user id');
    expectFrench4xx(await api('POST', '/api/products', { token: s.token, body: otherProduct({ title: 'Table\u0000 en bois' }) }), 400, 'title');
    expectFrench4xx(await api('PUT', '/api/profile', { token: s.token, body: { display_name: 'Am\u0000ira' } }), 400, 'display name');
    expectFrench4xx(await api('PUT', '/api/profile', { token: s.token, body: { bio: 'bio\u0001' } }), 400, 'bio');
    expectFrench4xx(await api('POST', '/api/chat', { body: { message: 'aide\u0000' } }), 400, 'chat');
    expect(await productCount()).toBe(before);
  });

  it('bidi overrides are removed from titles, names and messages', async () => {
    const s = await signUp();
    const res = await api('POST', '/api/products', { token: s.token, body: otherProduct({ title: 'Photo \u202Egpj.exe\u202C de vacances' }) });
    expect(res.status).toBe(201);
    expect(res.body.data.title).toBe('Photo gpj.exe de vacances');
    const profile = await api('PUT', '/api/profile', { token: s.token, body: { display_name: '\u2067Amira\u2069' } });
    expect(profile.status).toBe(200);
    expect(profile.body.data.display_name).toBe('Amira');
  });

  it('a malicious path under /uploads is refused in French', async () => {
    const res = await api('GET', '/uploads/..%2f..%2fpackage.json');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).not.toMatch(/Malicious/);
  });
});
