import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPhoto, demoPhotoSvg } from '../src/bootstrap/demo-images';
import { DEMO_CONVERSATIONS } from '../src/bootstrap/demo-conversations';
import { DEMO_LISTINGS, DEMO_SELLERS } from '../src/bootstrap/demo-data';
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
    // A phone photo's size after the upload's cap, so the upload plugin makes every responsive size.
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
  });

  it('show the object each listing names, not only its category', () => {
    const drawing = (category: string, title: string) => /<g transform="[^"]*">([\s\S]*?)<\/g>\n {2}<rect x="60"/.exec(demoPhotoSvg(category, '#2563eb', title))![1];
    expect(drawing('mobilier', 'Table à manger et 6 chaises')).not.toBe(drawing('mobilier', 'Canapé d’angle en cuir'));
    expect(drawing('bureautique', 'Fauteuil de bureau ergonomique')).not.toBe(drawing('bureautique', 'Imprimante HP LaserJet'));
    expect(drawing('electronique', 'MacBook Air M1')).not.toBe(drawing('electronique', 'iPhone 13 128 Go'));
    // Within a category, listings of different objects get different drawings.
    for (const category of ['electronique', 'sport', 'bureautique', 'jeux-video', 'mobilier', 'mode', 'autres']) {
      const titles = DEMO_LISTINGS.filter((l) => l.category === category).map((l) => l.title);
      const drawings = new Set(titles.map((t) => drawing(category, t)));
      expect(drawings.size, category).toBeGreaterThanOrEqual(titles.length - 3);
    }
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

describe('demo conversations', () => {
  const ownerOf = (title: string) => {
    const i = DEMO_LISTINGS.findIndex((l) => l.title === title);
    expect(i, title).toBeGreaterThanOrEqual(0);
    // The seed gives listing i to the (i mod 5)-th seller.
    return DEMO_SELLERS[i % DEMO_SELLERS.length]!.email;
  };

  it('are between two different demo sellers, each answered, one left unread', () => {
    const sellers = new Set(DEMO_SELLERS.map((s) => s.email));
    for (const c of DEMO_CONVERSATIONS) {
      expect(sellers.has(c.buyer)).toBe(true);
      expect(ownerOf(c.listing)).not.toBe(c.buyer);
      expect(c.lines.some(([who]) => who === 'seller')).toBe(true);
    }
    expect(DEMO_CONVERSATIONS.filter((c) => c.unread)).toHaveLength(1);
    expect(DEMO_CONVERSATIONS.find((c) => c.unread)!.lines.at(-1)![0]).toBe('buyer');
    // Every demo seller finds a conversation, as seller and as buyer.
    expect(new Set(DEMO_CONVERSATIONS.map((c) => ownerOf(c.listing)))).toEqual(sellers);
    expect(new Set(DEMO_CONVERSATIONS.map((c) => c.buyer))).toEqual(sellers);
  });
});
