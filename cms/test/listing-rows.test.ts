import { beforeAll, describe, expect, it } from 'vitest';
import { api, carProduct, createProduct, jpegWithExif, otherProduct, signUp, useServer, type Session } from './api';

// A page of listings is read by id in one prepared statement on PostgreSQL (utils/listing-rows.ts),
// a listing's own page through the joined rows and their photos and kind fields read apart: both
// must show a listing the same way (its first photo, its seller, its category and its kind's fields).
useServer();

let seller: Session;
const photo = async () => `data:image/jpeg;base64,${(await jpegWithExif()).toString('base64')}`;
const LONG = 'Révisée chez le concessionnaire, pneus neufs, climatisation automatique. '.repeat(6);

beforeAll(async () => {
  seller = await signUp('Vendeuse Pages');
  // Each title carries the word the test searches by, so that the page holds these listings only.
  await createProduct(seller.token, carProduct({ title: 'Zorglouf Peugeot 3008', description: LONG, price: 61000, images: [await photo(), await photo()], car_fuel_type: 'diesel', car_equipment: ['steering_heated', 'seats_ventilated'] }));
  await createProduct(seller.token, {
    title: 'Zorglouf appartement S+3',
    description: 'Vue sur mer.',
    category: 'immobilier',
    location: 'Ariana',
    price: 1500,
    real_estate_type: 'apartment',
    real_estate_rooms: 3,
    real_estate_surface: 120,
    real_estate_furnished: true,
    images: [await photo()],
  });
  await createProduct(seller.token, { title: 'Zorglouf comptable confirmé', description: 'Cabinet à Sfax.', category: 'emplois', location: 'Sfax', price: 2400, job_type: 'cdi', job_sector: 'commerce', job_remote: true, job_benefits: ['transport'] });
  await createProduct(seller.token, otherProduct({ title: 'Zorglouf lampe de chevet', price: 30 }));
});

describe('a page of listings', () => {
  it('shows each listing as its own page does, first photo and kind fields included, in the order asked', async () => {
    const res = await api('GET', '/api/products?search=zorglouf&sort=price_desc');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body.data as Array<Record<string, any>>;
    expect(page.map((p) => p.title)).toEqual(['Zorglouf Peugeot 3008', 'Zorglouf comptable confirmé', 'Zorglouf appartement S+3', 'Zorglouf lampe de chevet']);
    for (const listed of page) {
      const own = await api('GET', `/api/products/${listed.id}`);
      expect(own.status).toBe(200);
      const { images, description, view_count: _views, ...rest } = own.body.data as Record<string, any>;
      const { view_count: _listedViews, ...listedRest } = listed;
      // A list shows the first photo and the description's first 300 characters.
      expect(listedRest, listed.title).toEqual({ ...rest, images: images.slice(0, 1), description: description.length > 300 ? `${description.slice(0, 297)}...` : description });
    }
    const [car, job, flat, lamp] = page;
    expect(car).toMatchObject({ car_brand: 'Peugeot', car_fuel_type: 'diesel', car_equipment: ['steering_heated', 'seats_ventilated'], real_estate_rooms: null, seller: { display_name: 'Vendeuse Pages' }, category: { slug: 'voiture', kind: 'voiture' } });
    expect(car!.images).toHaveLength(1);
    expect(car!.image_url).toMatch(/^\/uploads\//);
    expect(car!.description).toHaveLength(300);
    expect(flat).toMatchObject({ real_estate_rooms: 3, real_estate_surface: 120, real_estate_furnished: true, car_brand: null });
    expect(job).toMatchObject({ job_type: 'cdi', job_sector: 'commerce', job_remote: true, job_benefits: ['transport'] });
    expect(lamp).toMatchObject({ images: [], image_url: null, car_brand: null, job_type: null });
  });

  it('reads a listing deleted meanwhile as absent, not as an empty card', async () => {
    const extra = await createProduct(seller.token, otherProduct({ title: 'Zorglouf tabouret', price: 5 }));
    expect((await api('GET', '/api/products?search=zorglouf')).body.data).toHaveLength(5);
    expect((await api('DELETE', `/api/products/${extra.id}`, { token: seller.token })).status).toBe(200);
    const after = (await api('GET', '/api/products?search=zorglouf')).body.data as Array<{ title: string }>;
    expect(after.map((p) => p.title)).not.toContain('Zorglouf tabouret');
  });
});
