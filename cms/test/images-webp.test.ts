import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, createProduct, jpegWithExif, otherProduct, signUp, useServer } from './api';

useServer();

describe('listing photos in WebP', () => {
  it('every size the upload made has a WebP twin of the same width, served as WebP and deleted with the listing', async () => {
    const seller = await signUp('Photographe');
    const jpeg = await jpegWithExif(1200, 900);
    const product = await createProduct(seller.token, otherProduct({ title: 'Lampe en WebP', images: [`data:image/jpeg;base64,${jpeg.toString('base64')}`] }));
    const image = product.images[0];
    const jpegWidths = [image.width, ...Object.values(image.formats as Record<string, { width: number }>).map((f) => f.width)].sort((a, b) => a - b);
    expect(image.webp.map((f: { width: number }) => f.width)).toEqual(jpegWidths);
    for (const twin of image.webp as Array<{ url: string; width: number; height: number }>) {
      const served = await fetch(`${baseUrl()}${twin.url}`);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([twin.width, twin.height]);
      expect(meta.exif).toBeUndefined();
    }
    // The detail sends them too.
    const detail = await api('GET', `/api/products/${product.id}`);
    expect(detail.body.data.images[0].webp).toEqual(image.webp);

    expect((await api('DELETE', `/api/products/${product.id}`, { token: seller.token })).status).toBe(200);
    for (const twin of image.webp as Array<{ url: string }>) {
      expect((await fetch(`${baseUrl()}${twin.url}`)).status).toBe(404);
    }
  });
});
