import { describe, expect, it } from 'vitest';
import {
  ADMIN_PRODUCT_CATEGORY_CHOICES,
  CATEGORIES,
  CATEGORY_SLUGS,
  categoryKind,
  HOME_CATEGORY_CHIPS,
  isCategorySlug,
  MANAGEMENT_CATEGORIES,
  PRODUCTS_PAGE_CATEGORIES,
  PUBLISH_KINDS,
  PUBLISH_OTHER_CATEGORIES,
  resolveCategorySlug,
  SEARCH_FILTER_CATEGORIES,
} from './categories';

describe('CATEGORIES', () => {
  it('lists every slug once with a hex colour, an icon and an Arabic name', () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    for (const c of CATEGORIES) {
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.icon).toMatch(/^[a-z0-9-]+$/);
      expect(c.name_ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('uses the SPEC marker colours', () => {
    const color = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.color;
    expect(color('electronique')).toBe('#3b82f6');
    expect(color('sport')).toBe('#22c55e');
    expect(color('voiture')).toBe('#ef4444');
    expect(color('bureautique')).toBe('#f97316');
    expect(color('jeux-video')).toBe('#8b5cf6');
    expect(color('mobilier')).toBe('#eab308');
  });

  it('gives each category its kind', () => {
    expect(categoryKind('voiture')).toBe('voiture');
    expect(categoryKind('immobilier')).toBe('immobilier');
    expect(categoryKind('emplois')).toBe('emplois');
    expect(categoryKind('jeux-video')).toBe('autres');
    expect(categoryKind('autres')).toBe('autres');
  });
});

describe('resolveCategorySlug', () => {
  it.each([
    ['voiture', 'voiture'],
    ['Voiture', 'voiture'],
    ['VOITURE', 'voiture'],
    ['vehicles', 'voiture'],
    ['real_estate', 'immobilier'],
    ['jobs', 'emplois'],
    ['electronics', 'electronique'],
    ['other', 'autres'],
    ['Électronique', 'electronique'],
    ['electronique', 'electronique'],
    ['ÉLECTRONIQUE', 'electronique'],
    ['Jeux vidéo', 'jeux-video'],
    ['jeux-video', 'jeux-video'],
    ['jeux video', 'jeux-video'],
    ['  Mobilier ', 'mobilier'],
    ['mode', 'mode'],
    ['autres', 'autres'],
    ['إلكترونيات', 'electronique'],
    ['الكترونيات', 'electronique'],
    ['سيارات', 'voiture'],
    ['ألعاب فيديو', 'jeux-video'],
  ])('%s → %s', (input, slug) => {
    expect(resolveCategorySlug(input)).toBe(slug);
  });

  it.each(['all', '', 'Toutes catégories', 'bateaux', '<script>'])('%s → null', (input) => {
    expect(resolveCategorySlug(input)).toBeNull();
  });

  it('resolves every value of every screen subset to its slug', () => {
    const subsets = [
      HOME_CATEGORY_CHIPS,
      SEARCH_FILTER_CATEGORIES,
      PUBLISH_KINDS,
      PUBLISH_OTHER_CATEGORIES,
      PRODUCTS_PAGE_CATEGORIES,
      MANAGEMENT_CATEGORIES,
      ADMIN_PRODUCT_CATEGORY_CHOICES,
    ];
    for (const subset of subsets) {
      for (const option of subset) {
        expect(resolveCategorySlug(option.value)).toBe(option.slug);
        if (option.slug) expect(resolveCategorySlug(option.label.fr)).toBe(option.slug);
      }
    }
  });

  it('accepts every French and Arabic name', () => {
    for (const c of CATEGORIES) {
      expect(resolveCategorySlug(c.name)).toBe(c.slug);
      expect(resolveCategorySlug(c.name_ar)).toBe(c.slug);
    }
  });
});

describe('screen subsets', () => {
  it('match SPEC section 9', () => {
    expect(HOME_CATEGORY_CHIPS.map((o) => o.label.fr)).toEqual([
      'Toutes catégories',
      'Électronique',
      'Sport',
      'Voiture',
      'Bureautique',
      'Jeux vidéo',
      'Mobilier',
    ]);
    expect(PUBLISH_KINDS.map((o) => [o.value, o.label.fr])).toEqual([
      ['voiture', 'Voiture'],
      ['immobilier', 'Immobilier'],
      ['emplois', 'Emplois'],
      ['autres', 'Autres'],
    ]);
    expect(PRODUCTS_PAGE_CATEGORIES.map((o) => o.value)).toEqual([
      'all',
      'voiture',
      'immobilier',
      'emplois',
      'electronique',
      'mode',
      'mobilier',
    ]);
    expect(MANAGEMENT_CATEGORIES.map((o) => o.value)).toEqual(['all', 'vehicles', 'real_estate', 'jobs', 'electronics', 'other']);
    expect(ADMIN_PRODUCT_CATEGORY_CHOICES.map((o) => o.label.fr)).toEqual([
      'Électronique',
      'Sport',
      'Voiture',
      'Bureautique',
      'Jeux vidéo',
      'Mobilier',
    ]);
  });

  it('offers only "autres"-kind categories under the Autres publish tab', () => {
    expect(PUBLISH_OTHER_CATEGORIES.length).toBeGreaterThan(0);
    for (const option of PUBLISH_OTHER_CATEGORIES) {
      expect(option.slug && categoryKind(option.slug)).toBe('autres');
    }
    expect(PUBLISH_OTHER_CATEGORIES.map((o) => o.slug)).not.toContain('voiture');
  });

  it('isCategorySlug accepts slugs only', () => {
    expect(isCategorySlug('jeux-video')).toBe(true);
    expect(isCategorySlug('Jeux vidéo')).toBe(false);
    expect(isCategorySlug(3)).toBe(false);
  });
});
