import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { useFormatters } from './format';

describe('useFormatters().price', () => {
  it("shows SPEC's French prices", () => {
    const { result } = renderHook(() => useFormatters());
    expect(result.current.price({ price: 1200, currency: 'TND', is_free: false })).toBe('1 200 DT');
    expect(result.current.price({ price: 1200, currency: 'EUR', is_free: false })).toBe('1200€');
    expect(result.current.price({ price: null, currency: 'TND', is_free: true })).toBe('Gratuit');
  });

  it('keeps an Arabic price one number in a right-to-left line', async () => {
    await i18n.changeLanguage('ar');
    const { result } = renderHook(() => useFormatters());
    expect(result.current.price({ price: 1200, currency: 'TND', is_free: false })).toBe('1\u202F200 د.ت');
    expect(result.current.price({ price: 0, currency: 'TND', is_free: true })).toBe('مجاني');
  });
});

describe('useFormatters().posted', () => {
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

  it("never says 'il y a 0h': just now, then minutes, then hours", async () => {
    await i18n.changeLanguage('fr');
    const { result } = renderHook(() => useFormatters());
    expect(result.current.posted(new Date().toISOString())).toBe("Publié à l'instant");
    expect(result.current.posted(minutesAgo(12))).toBe('Publié il y a 12 minutes');
    expect(result.current.posted(minutesAgo(180))).toBe('Publié il y a 3 heures');
    expect(result.current.posted(minutesAgo(60 * 24 * 60))).toBe('Publié il y a 2 mois');
  });

  it('keeps the short age for cards, in words past a week', async () => {
    await i18n.changeLanguage('fr');
    const { result } = renderHook(() => useFormatters());
    expect(result.current.age(minutesAgo(180))).toBe('3h');
    expect(result.current.age(minutesAgo(60 * 24 * 60))).toBe('2 mois');
    await i18n.changeLanguage('ar');
    expect(renderHook(() => useFormatters()).result.current.age(minutesAgo(60 * 24 * 60))).toBe('منذ شهرين');
    await i18n.changeLanguage('fr');
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    const { result } = renderHook(() => useFormatters());
    expect(result.current.posted(new Date().toISOString())).toBe('نُشر الآن');
    expect(result.current.posted(minutesAgo(12))).toBe('نُشر منذ 12 دقيقة');
    expect(result.current.posted(minutesAgo(60 * 24 * 60))).toBe('نُشر منذ شهرين');
    await i18n.changeLanguage('fr');
  });
});

describe('useFormatters().place', () => {
  it('names a known city in Arabic and keeps a seller’s own wording', async () => {
    await i18n.changeLanguage('ar');
    const { result } = renderHook(() => useFormatters());
    expect(result.current.place({ location: 'Sousse', city: 'sousse' })).toBe('سوسة');
    expect(result.current.place({ location: '', city: 'sfax' })).toBe('صفاقس');
    expect(result.current.place({ location: 'La Marsa, près de la plage', city: 'tunis' })).toBe('La Marsa, près de la plage');
    await i18n.changeLanguage('fr');
    const { result: fr } = renderHook(() => useFormatters());
    expect(fr.current.place({ location: 'Sousse', city: 'sousse' })).toBe('Sousse');
  });
});
