import { describe, expect, it } from 'vitest';
import { FIELD_ROWS } from './field-table';
import { KIND_FILTERS, facetOptionLabel, filterColumnValues, filterOfParam, filterParams, filtersOfKind, realEstateDealFromText } from './filter-table';
import { KIND_FILTER_FIELDS } from './filter-parsers';
import { listParamsFromUrl, productFiltersSchema, productListQuerySchema } from '../product-query';
import { toProductListParams } from '../list-params';
import { formatZodIssues } from '../zod-issues';

const refusal = (query: Record<string, unknown>) => {
  const result = productListQuerySchema.safeParse(query);
  expect(result.success, JSON.stringify(query)).toBe(false);
  return formatZodIssues(result.error!);
};

describe('the category fields as filters', () => {
  it('come from the field table: every marked row, one parser per parameter', () => {
    const marked = FIELD_ROWS.filter((row) => row.filter).map((row) => row.key);
    expect(KIND_FILTERS.map((f) => f.column)).toEqual(marked);
    expect(Object.keys(KIND_FILTER_FIELDS).sort()).toEqual(KIND_FILTERS.flatMap(filterParams).sort());
    expect(filtersOfKind('voiture').flatMap(filterParams)).toEqual(['brand', 'model', 'minYear', 'maxYear', 'maxMileage', 'fuel', 'gearbox', 'carCondition']);
    expect(filtersOfKind('immobilier').flatMap(filterParams)).toEqual(['propertyType', 'deal', 'minRooms', 'minSurface', 'maxSurface', 'furnished', 'parking', 'garden']);
    expect(filtersOfKind('emplois').flatMap(filterParams)).toEqual(['contract', 'sector', 'minSalary', 'remote']);
    expect(filtersOfKind('autres')).toEqual([]);
    expect(filterOfParam('maxYear')?.column).toBe('car_year');
  });

  it('reads values, labels, lists and bounds into the list query', () => {
    const q = productListQuerySchema.parse({
      category: 'voiture',
      brand: 'Peugeot, renault',
      model: '208',
      minYear: '2018',
      maxYear: '2022',
      maxMileage: '100000',
      fuel: 'Diesel',
      gearbox: 'automatic',
      furnished: 'false',
    });
    expect(q).toMatchObject({ brand: ['peugeot', 'renault'], model: ['208'], minYear: 2018, maxYear: 2022, maxMileage: 100000, fuel: ['diesel'], gearbox: ['automatic'] });
    expect(q).not.toHaveProperty('furnished');
    expect(productListQuerySchema.parse({ deal: 'Location', minRooms: 2, furnished: 'true', contract: 'cdi,CDD', remote: '1' })).toMatchObject({
      deal: ['rent'],
      minRooms: 2,
      furnished: true,
      contract: ['cdd', 'cdi'],
      remote: true,
    });
    expect(productListQuerySchema.parse({ fuel: 'all' })).not.toHaveProperty('fuel');
  });

  it('refuses a malformed value with the field named, in French and by code', () => {
    expect(refusal({ fuel: 'charbon' })).toMatchObject({ code: 'filter_value_invalid', message: 'Valeur non reconnue pour le filtre « Carburant »', issues: [{ path: 'fuel' }] });
    expect(refusal({ maxMileage: 'beaucoup' })).toMatchObject({ code: 'filter_number_invalid', issues: [{ path: 'maxMileage' }] });
    expect(refusal({ minRooms: -1 })).toMatchObject({ code: 'filter_number_invalid' });
    expect(refusal({ minSurface: '1.5' })).toMatchObject({ code: 'filter_number_invalid' });
    expect(refusal({ minYear: 2020, maxYear: 2010 })).toMatchObject({ code: 'filter_range_order', issues: [{ path: 'minYear' }] });
    expect(refusal({ remote: 'peut-être' })).toMatchObject({ code: 'boolean_param_invalid' });
    expect(refusal({ brand: 'x'.repeat(61) })).toMatchObject({ code: 'filter_value_invalid' });
    expect(refusal({ mileage: 100 })).toMatchObject({ code: 'unknown_field' });
  });

  it('round-trip through the URL and a saved search', () => {
    const q = productListQuerySchema.parse({ category: 'immobilier', deal: 'rent', propertyType: 'apartment,villa', minRooms: 3, minSurface: 80, maxSurface: 150, parking: true });
    const params = toProductListParams(q);
    expect(params).toMatchObject({ deal: 'rent', propertyType: 'apartment,villa', minRooms: 3, parking: true });
    const url = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
    expect(listParamsFromUrl(url)).toEqual(q);
    const { sort: _sort, page: _page, pageSize: _pageSize, ...filterParamsOnly } = params;
    expect(productFiltersSchema.parse(filterParamsOnly)).toMatchObject({ deal: ['rent'], propertyType: ['apartment', 'villa'], minRooms: 3 });
    // A link with an inverted range or a bad value keeps the rest.
    expect(listParamsFromUrl(new URLSearchParams('minYear=2020&maxYear=2010&fuel=charbon&brand=kia'))).toMatchObject({ maxYear: 2010, brand: ['kia'] });
  });
});

describe('the filter columns of a listing', () => {
  it('copies its kind’s fields and leaves every other kind’s empty', () => {
    const car = filterColumnValues('voiture', { brand: 'Peugeot', model: '208 GT', year: 2019, mileage: '84000', fuel_type: 'diesel', transmission: 'manual', condition: 'used' }, '');
    expect(car).toMatchObject({ car_brand: 'peugeot', car_model: '208 gt', car_year: 2019, car_mileage: 84000, car_fuel_type: 'diesel', real_estate_rooms: null, job_type: null });
    expect(filterColumnValues('autres', null, 'à louer')).toMatchObject({ car_brand: null, real_estate_deal: null });
    expect(filterColumnValues('emplois', { type: 'cdi', salary_min: 1500, salary_max: null, remote: 1 }, '')).toMatchObject({ job_salary_max: 1500, job_remote: true });
  });

  it('reads sale or rent from the text when the field is unset', () => {
    expect(realEstateDealFromText('Appartement S+2 à louer Ariana')).toBe('rent');
    expect(realEstateDealFromText('Studio meublé, 600 DT par mois')).toBe('rent');
    expect(realEstateDealFromText('شقة للكراء في المنزه')).toBe('rent');
    expect(realEstateDealFromText('Villa avec piscine à vendre')).toBe('sale');
    expect(filterColumnValues('immobilier', { type: 'apartment', deal: null }, 'Location vacances')).toMatchObject({ real_estate_deal: 'rent' });
    expect(filterColumnValues('immobilier', { type: 'apartment', deal: 'sale' }, 'à louer')).toMatchObject({ real_estate_deal: 'sale' });
  });

  it('labels a facet option', () => {
    expect(facetOptionLabel(filterOfParam('fuel')!, 'diesel', 'ar')).toBe('ديزل');
    expect(facetOptionLabel(filterOfParam('brand')!, 'peugeot', 'fr')).toBe('Peugeot');
    expect(facetOptionLabel(filterOfParam('brand')!, 'dacia', 'fr')).toBe('Dacia');
  });
});
