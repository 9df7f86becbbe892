import { describe, expect, it } from 'vitest';
import { adminProductListQuerySchema, listParamsFromUrl, productFiltersSchema, productListQuerySchema } from './product-query';
import { toProductListParams } from './list-params';
import { firstMessage } from './test-helpers';

// Only the filters that narrow are listed: no `freeOnly: false`, no `dateRange: 'all'`.
const DEFAULTS = {
  sort: { field: 'created_at', order: 'desc' },
  promoted: false,
  page: 1,
  pageSize: 24,
};

describe('productListQuerySchema', () => {
  it('gives the defaults for an empty query', () => {
    expect(productListQuerySchema.parse({})).toEqual(DEFAULTS);
  });

  it('normalises every parameter from query-string text', () => {
    expect(
      productListQuerySchema.parse({
        category: 'vehicles',
        search: '  canapé ',
        city: 'Gabès',
        minPrice: '100',
        maxPrice: '2000',
        condition: 'like_new',
        freeOnly: 'false',
        availableOnly: 'true',
        dateRange: 'week',
        sort: 'price-desc',
        promoted: 'true',
        owner: 'abc123XYZ',
        page: '3',
        pageSize: '50',
      }),
    ).toEqual({
      category: 'voiture',
      search: 'canapé',
      city: 'gabes',
      minPrice: 100,
      maxPrice: 2000,
      condition: 'like_new',
      availableOnly: true,
      dateRange: 'week',
      sort: { field: 'price', order: 'desc' },
      promoted: true,
      owner: 'abc123XYZ',
      page: 3,
      pageSize: 50,
    });
  });

  it("treats 'all' and blanks as no filter", () => {
    expect(productListQuerySchema.parse({ category: 'all', city: 'all', condition: 'all', search: '', sort: '' })).toEqual(DEFAULTS);
  });

  it('accepts booleans as well as text', () => {
    expect(productListQuerySchema.parse({ freeOnly: true, availableOnly: false })).toMatchObject({ freeOnly: true });
    expect(productListQuerySchema.parse({ freeOnly: true, availableOnly: false })).not.toHaveProperty('availableOnly');
  });

  it.each(['filters', 'populate', 'where', 'lookup', 'fields', 'limit'])('refuses %s', (key) => {
    expect(firstMessage(productListQuerySchema, { [key]: 'x' })).toBe(`Champ non autorisé : ${key}`);
  });

  it.each([
    [{ pageSize: '0' }, 'La taille de page doit être comprise entre 1 et 100'],
    [{ pageSize: '101' }, 'La taille de page doit être comprise entre 1 et 100'],
    [{ page: '0' }, 'La page doit être un entier supérieur ou égal à 1'],
    [{ page: '1.5' }, 'La page doit être un entier supérieur ou égal à 1'],
    [{ minPrice: '-1' }, 'Le prix doit être un nombre positif'],
    [{ maxPrice: 'abc' }, 'Le prix doit être un nombre positif'],
    [{ minPrice: '500', maxPrice: '100' }, 'Le prix minimum doit être inférieur ou égal au prix maximum'],
    [{ sort: 'owner:asc' }, 'Tri non reconnu'],
    [{ dateRange: 'year' }, 'Période non reconnue'],
    [{ category: 'Bateaux & co' }, 'Catégorie inconnue'],
    [{ category: ['voiture', 'mode'] }, 'Catégorie inconnue'],
    [{ city: 'Paris' }, 'Ville inconnue'],
    [{ condition: 'damaged' }, 'État invalide'],
    [{ freeOnly: 'yes please' }, 'La valeur doit être true ou false'],
    [{ search: 'x'.repeat(101) }, 'La recherche ne doit pas dépasser 100 caractères'],
    [{ search: ['a', 'b'] }, 'La valeur doit être un texte'],
    [{ owner: "1' OR 1=1" }, 'Données invalides'],
  ])('%j → %s', (query, message) => {
    expect(firstMessage(productListQuerySchema, query)).toBe(message);
  });

  it('accepts the bounds', () => {
    expect(productListQuerySchema.parse({ pageSize: '1' }).pageSize).toBe(1);
    expect(productListQuerySchema.parse({ pageSize: '100' }).pageSize).toBe(100);
    expect(productListQuerySchema.parse({ search: 'x'.repeat(100) }).search).toHaveLength(100);
    expect(productListQuerySchema.parse({ minPrice: '0', maxPrice: '0' })).toMatchObject({ minPrice: 0, maxPrice: 0 });
  });
});

describe('status filter of the management page', () => {
  it('reads promoted, regular, free and paid; all is no filter; anything else is refused', () => {
    expect(productListQuerySchema.parse({ status: 'promoted' }).status).toBe('promoted');
    expect(productListQuerySchema.parse({ status: 'paid' }).status).toBe('paid');
    expect(productListQuerySchema.parse({ status: 'all' }).status).toBeUndefined();
    expect(firstMessage(productListQuerySchema, { status: 'sold' })).toBe('Statut inconnu (all, promoted, regular, free ou paid)');
  });

  it('the admin list takes search, category and status only', () => {
    expect(adminProductListQuerySchema.parse({ search: ' vélo ', category: 'all', status: 'free' })).toEqual({ search: 'vélo', category: undefined, status: 'free', page: 1, pageSize: 24 });
    expect(firstMessage(adminProductListQuerySchema, { owner: 'x' })).toBe('Champ non autorisé : owner');
  });
});

describe('one list query for every reader', () => {
  it('writes a query back as the URL parameters it was read from', () => {
    const query = productListQuerySchema.parse({ category: 'voiture', city: 'Sfax', maxPrice: '40000', freeOnly: 'false', sort: 'price:asc', page: '2' });
    const params = toProductListParams(query);
    expect(params).toEqual({ category: 'voiture', city: 'sfax', maxPrice: 40000, sort: 'price:asc', page: 2, pageSize: 24 });
    expect(productListQuerySchema.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])))).toEqual(query);
  });

  it('reads a link leniently: a malformed parameter is left out, the others kept', () => {
    const query = listParamsFromUrl(new URLSearchParams('category=voiture&minPrice=abc&maxPrice=900&condition=broken&sort=nope&freeOnly=true'));
    expect(query).toEqual({ category: 'voiture', maxPrice: 900, freeOnly: true, sort: { field: 'created_at', order: 'desc' }, promoted: false, page: 1, pageSize: 24 });
  });

  it('reads the filters alone with the same parsers and rules', () => {
    expect(productFiltersSchema.parse({ category: 'all', search: ' vélo ', maxPrice: '10' })).toEqual({ search: 'vélo', maxPrice: 10 });
    expect(firstMessage(productFiltersSchema, { minPrice: '10', maxPrice: '5' })).toBe(firstMessage(productListQuerySchema, { minPrice: '10', maxPrice: '5' }));
    expect(firstMessage(productFiltersSchema, { page: '2' })).toBe('Champ non autorisé : page');
  });
});
