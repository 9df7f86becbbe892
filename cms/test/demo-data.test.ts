import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPhoto, demoPhotoSvg } from '../src/bootstrap/demo-images';
import { DEMO_LISTINGS } from '../src/bootstrap/demo-data';
import { demoAgeMs } from '../src/bootstrap/seed';
import { BADGE_POPULAR_LIKES, BADGE_TOP_LIKES, LIKES_TO_PROMOTE } from '@souk/domain';

/** The demo data must look like a real souk: drawn photos, DT prices, every badge and age present. */
describe('demo photos', () => {
  it('draw a different picture per category and a JPEG that decodes', async () => {
    const car = demoPhotoSvg('voiture', '#2563eb', 'Peugeot 208');
    const sofa = demoPhotoSvg('mobilier', '#2563eb', 'Peugeot 208');
    expect(car).not.toBe(sofa);
    const jpeg = await demoPhoto('voiture', '#2563eb', 'Peugeot 208 Allure');
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  });

  it('escape titles so any listing title gives valid SVG', async () => {
    const svg = demoPhotoSvg('autre-chose', '#64748b', 'Table <ancienne> & "chaises" d’époque à vendre vite svp');
    expect(svg).toContain('&#60;ancienne&#62; &#38;');
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
  });
});

describe('demo listings', () => {
  it('are priced in dinars only', () => {
    expect(DEMO_LISTINGS.every((l) => !('currency' in l))).toBe(true);
  });

  it('exercise every like badge and the promotion threshold', () => {
    const likes = DEMO_LISTINGS.map((l) => l.likes ?? 0);
    expect(likes.some((n) => n >= BADGE_TOP_LIKES)).toBe(true);
    expect(likes.some((n) => n >= BADGE_POPULAR_LIKES && n < BADGE_TOP_LIKES)).toBe(true);
    expect(likes.some((n) => n >= LIKES_TO_PROMOTE && n < BADGE_POPULAR_LIKES)).toBe(true);
    expect(likes.some((n) => n === 0)).toBe(true);
  });

  it('spread over more than the eight SPEC cities', () => {
    expect(new Set(DEMO_LISTINGS.map((l) => l.city)).size).toBeGreaterThan(8);
  });

  it('range in age from minutes to months', () => {
    const ages = DEMO_LISTINGS.map((_, rank) => demoAgeMs(rank));
    expect(Math.min(...ages)).toBeLessThan(60 * 60_000);
    expect(ages.filter((a) => a < 60 * 60_000).length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...ages)).toBeGreaterThan(60 * 24 * 3600_000);
  });
});
