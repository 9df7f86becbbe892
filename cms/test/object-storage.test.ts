import fs from 'fs';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, createProduct, jpegWithExif, otherProduct, signInAdmin, signUp, useServer } from './api';
import { studioToken } from './studio';
import { TestBucket } from './s3';

/**
 * Photos in S3-compatible storage (S3_BUCKET; ARCHITECTURE decision 75), against an s3rver the test
 * starts: every size and WebP twin lands in the bucket, under the deployment's prefix, never in the
 * local folder; the app serves them under /uploads with their cache headers; and deleting a listing,
 * an account or a banner leaves nothing behind in the bucket.
 */
const s3 = new TestBucket();
const env: Record<string, string> = {};
beforeAll(async () => {
  await s3.start();
  Object.assign(env, s3.env());
});
useServer(env);
afterAll(() => s3.stop());

const dataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`;
const localUploads = path.resolve(__dirname, '..', 'public', 'uploads');
const localFiles = () => (fs.existsSync(localUploads) ? fs.readdirSync(localUploads) : []);

interface ApiImage {
  url: string;
  formats: Record<string, { url: string }>;
  webp: Array<{ url: string }>;
}
const urlsOf = (images: ApiImage[]) => images.flatMap((i) => [i.url, ...Object.values(i.formats).map((f) => f.url), ...i.webp.map((w) => w.url)]);
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('photos in S3-compatible storage', () => {
  it('a listing’s photo, its sizes and WebP twins go to the bucket, and any replica serves them with their cache headers', async () => {
    const seller = await signUp('Photographe');
    const product = await createProduct(seller.token, otherProduct({ images: [dataUrl(await jpegWithExif(1400, 1000))] }));
    const urls = urlsOf(product.images as ApiImage[]);
    expect(urls.length).toBeGreaterThanOrEqual(8); // original, large, medium, small, thumbnail + WebP twins
    for (const url of urls) expect(url).toMatch(new RegExp(`^/uploads/${s3.prefix}/[\\w.-]+\\.(jpg|webp)$`));
    expect(await s3.keys()).toEqual(expect.arrayContaining(urls.map(keyOf)));
    // None of its files in the local folder (compared by name: a run beside this one writes its own photos there).
    const names = urls.map((url) => path.basename(url));
    expect(localFiles().filter((file) => names.includes(file))).toEqual([]);

    const photo = await fetch(`${baseUrl()}${product.images[0].url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(bytes.includes(Buffer.from('SoukCam'))).toBe(false); // EXIF stripped before storage
    const etag = photo.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${baseUrl()}${product.images[0].url}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const webp = await fetch(`${baseUrl()}${product.images[0].webp[0].url}`);
    expect(webp.headers.get('content-type')).toBe('image/webp');

    // What the bucket does not hold, and what is not a key of ours, is a 404.
    expect((await fetch(`${baseUrl()}/uploads/${s3.prefix}/absent.jpg`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/uploads/autre-site/photo.jpg`)).status).toBe(404);
    // The JSON answers never carry the storage's private fields.
    expect(JSON.stringify(product)).not.toMatch(/provider_metadata|"provider"|"hash"|S3RVER/);
  });

  it('replacing a listing’s photos and deleting the listing remove their objects', async () => {
    const seller = await signUp('Vendeuse');
    const product = await createProduct(seller.token, otherProduct({ images: [dataUrl(await jpegWithExif(900, 700))] }));
    const first = urlsOf(product.images as ApiImage[]).map(keyOf);
    const edit = await api('PUT', `/api/products/${product.id}`, { token: seller.token, body: { images: [dataUrl(await jpegWithExif(800, 600))] } });
    expect(edit.status).toBe(200);
    const second = urlsOf(edit.body.data.images as ApiImage[]).map(keyOf);
    let keys = await s3.keys();
    for (const key of first) expect(keys).not.toContain(key);
    expect(keys).toEqual(expect.arrayContaining(second));

    expect((await api('DELETE', `/api/products/${product.id}`, { token: seller.token })).status).toBe(200);
    keys = await s3.keys();
    for (const key of second) expect(keys).not.toContain(key);
  });

  it('deleting an account removes the photos of all its listings from the bucket', async () => {
    const seller = await signUp('Partante');
    const a = await createProduct(seller.token, otherProduct({ images: [dataUrl(await jpegWithExif(700, 500))] }));
    const b = await createProduct(seller.token, otherProduct({ title: 'Table basse en olivier', images: [dataUrl(await jpegWithExif(600, 600))] }));
    const theirs = [...urlsOf(a.images as ApiImage[]), ...urlsOf(b.images as ApiImage[])].map(keyOf);
    expect(await s3.keys()).toEqual(expect.arrayContaining(theirs));
    const gone = await api('DELETE', '/api/auth/delete-account', { token: seller.token, body: { password: 'Jasmin-Carthage-77' } });
    expect(gone.status).toBe(200);
    const keys = await s3.keys();
    for (const key of theirs) expect(keys).not.toContain(key);
  });

  it('a banner made in the studio keeps its image in the bucket until the banner is deleted', async () => {
    const token = await studioToken();
    const form = new FormData();
    form.append('files', new Blob([await jpegWithExif(970, 250)], { type: 'image/jpeg' }), 'banniere.jpg');
    const uploaded = await fetch(`${baseUrl()}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as Array<{ id: number; url: string; formats: Record<string, { url: string }> | null }>;
    const fileKeys = [file!.url, ...Object.values(file!.formats ?? {}).map((f) => f.url)].map(keyOf);
    expect(await s3.keys()).toEqual(expect.arrayContaining(fileKeys));

    const collection = '/content-manager/collection-types/api::advertisement.advertisement';
    const created = await api('POST', `${collection}?locale=fr`, {
      token,
      body: { title: 'Soldes d’hiver', target_url: 'https://exemple.tn', position: 'header', image: file!.id },
    });
    expect(created.status).toBe(201);
    const documentId = created.body.data.documentId as string;
    expect((await api('POST', `${collection}/${documentId}/actions/publish?locale=fr`, { token, body: {} })).status).toBe(200);
    const banners = (await api('GET', '/api/advertisements?position=header')).body.data as Array<{ id: string; image_url: string | null }>;
    expect(banners.find((b) => b.id === documentId)?.image_url).toMatch(new RegExp(`^/uploads/${s3.prefix}/`));

    expect((await api('DELETE', `${collection}/${documentId}?locale=fr`, { token })).status).toBe(200);
    const keys = await s3.keys();
    for (const key of fileKeys) expect(keys).not.toContain(key);
  });

  it('the admin’s product dialog takes a photo of the media library from the bucket', async () => {
    const seller = await signUp('Source');
    const source = await createProduct(seller.token, otherProduct({ images: [dataUrl(await jpegWithExif(640, 480))] }));
    const admin = await signInAdmin();
    const res = await api('POST', '/api/admin/products', {
      token: admin.token,
      body: { title: 'Lampe de bureau', description: 'Lampe articulée en laiton.', price: '45', category: 'mobilier', location: 'Tunis', image_url: source.images[0].url },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.image_url).toMatch(new RegExp(`^/uploads/${s3.prefix}/`));
    expect(res.body.data.image_url).not.toBe(source.image_url); // its own copy
  });
});
