import { describe, expect, it, vi } from 'vitest';
import type { FilterRow } from '../src/api/product/utils/filter-passes';
import { searchTest } from '../src/api/product/utils/facet-sample';
import { ColumnsBuilder, columnsOf, type ColumnFilter, type RowColumns } from '../src/api/product/utils/row-columns';

/**
 * A search over kept listings starts from its narrowest filter's rows, read off that column's order
 * (row-columns.ts): the rows it keeps must be those a pass of every filter over every row keeps,
 * whatever the filters, their bounds (on a value, between, past the ends), NULLs and repeated values.
 */
const BRANDS = ['peugeot', 'kia', 'renault', 'volkswagen', 'toyota', null];
const FUELS = ['diesel', 'essence', 'hybride', null];

/** A reproducible draw (the same rows at every run). */
function draws(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function carRows(size: number, seed: number): FilterRow[] {
  const random = draws(seed);
  const oneOf = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: size }, () => ({
    car_brand: oneOf(BRANDS),
    car_fuel_type: oneOf(FUELS),
    // Few values, many repeats, some NULLs (a year not given).
    car_year: random() < 0.1 ? null : 2000 + Math.floor(random() * 25),
    car_mileage: random() < 0.05 ? null : Math.round(random() * 300_000),
    // Prices with cents, as the column's float8 reads them.
    price: random() < 0.05 ? null : Math.round(random() * 5_000_000) / 100,
    is_free: random() < 0.1,
  }));
}

function searches(count: number, seed: number): Array<Record<string, unknown>> {
  const random = draws(seed);
  const oneOf = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const named = BRANDS.filter((b): b is string => b !== null);
  const each: Array<() => [string, unknown]> = [
    () => ['brand', named.filter(() => random() < 0.4)],
    () => ['fuel', [oneOf(FUELS.filter((f) => f !== null))]],
    () => ['minYear', oneOf([1990, 2000, 2012, 2024, 2030, 2012.5])],
    () => ['maxYear', oneOf([1999, 2000, 2010, 2024, 2040])],
    () => ['maxMileage', oneOf([0, 50_000, 123_456, 300_000, 400_000])],
    () => ['minPrice', Math.round(random() * 60_000) / 100],
    () => ['maxPrice', Math.round(random() * 60_000)],
    () => ['freeOnly', true],
  ];
  return Array.from({ length: count }, () => Object.fromEntries(each.filter(() => random() < 0.35).map((pick) => pick())));
}

const filtersOf = (search: Record<string, unknown>): ColumnFilter[] => Object.entries(search).map(([name, value]) => [name, value, searchTest(name, value)!]);

/** Every row, narrowed by each filter in turn: what the search kept before the orders. */
const everyRowNarrowed = (columns: RowColumns, filters: readonly ColumnFilter[]) => filters.reduce((ids, [name, value, test]) => columns.narrow(ids, name, value, test), columns.everyRow());
const sorted = (ids: Int32Array) => [...ids].sort((a, b) => a - b);

describe('a search over kept listings, from its narrowest filter', () => {
  const rows = carRows(3_000, 7);
  const built = new ColumnsBuilder(['car_brand', 'car_fuel_type', 'car_year', 'car_mileage', 'price', 'is_free']);
  built.add(rows.slice(0, 1_000));
  built.add(rows.slice(1_000));
  const kinds: Array<[string, RowColumns]> = [
    ['a copy in columns (ColumnsBuilder)', built.build()],
    ['kept rows (columnsOf)', columnsOf(rows)],
  ];

  const named = (counts: Array<{ value: unknown; count: number }>) => Object.fromEntries(counts.map((c) => [String(c.value), c.count]));

  it.each(kinds)('keeps the rows every filter passes, and counts them by value, on %s', (_, columns) => {
    for (const search of searches(400, 11)) {
      const filters = filtersOf(search);
      const scanned = everyRowNarrowed(columns, filters);
      const kept = columns.rowsPassingAll(filters);
      expect(sorted(kept), JSON.stringify(search)).toEqual(sorted(scanned));
      // …and the rows themselves say so.
      expect(sorted(scanned).every((row) => filters.every(([, , test]) => test(rows[row]!)))).toBe(true);
      // A facet's counts, off an order's blocks when the answer is one span of it, as the rows give them.
      for (const column of ['car_brand', 'car_fuel_type', 'is_free']) {
        expect(named(columns.countByValue(kept, column, () => true)), `${column} ${JSON.stringify(search)}`).toEqual(named(columns.countByValue(scanned, column, () => true)));
      }
    }
  });

  it('starts from the narrowest span an order gives (a value and a bound or two together), and never writes into an order', () => {
    const columns = built.build();
    const narrow = vi.spyOn(columns, 'narrow');
    const kias = rows.flatMap((row, i) => (row.car_brand === 'kia' ? [i] : []));
    const recent = (i: number) => rows[i]!.car_year !== null && (rows[i]!.car_year as number) >= 2015;
    // The Kias of 2015 or later are one span of the rows ordered by brand then year: no filter left to test row by row.
    const kiasSince2015 = columns.rowsPassingAll(filtersOf({ minYear: 2015, brand: ['kia'] }));
    expect(sorted(kiasSince2015)).toEqual(kias.filter(recent));
    expect(narrow).not.toHaveBeenCalled();
    // A third filter tests that span's rows alone, not the other 2 500.
    const diesel = columns.rowsPassingAll(filtersOf({ minYear: 2015, brand: ['kia'], fuel: ['diesel'] }));
    expect(sorted(diesel)).toEqual(kias.filter((i) => recent(i) && rows[i]!.car_fuel_type === 'diesel'));
    const tested = narrow.mock.calls.map(([ids, name]) => [name, ids.length]);
    // (the narrower of brand + year and fuel + year)
    const dieselsSince2015 = rows.filter((row, i) => recent(i) && row.car_fuel_type === 'diesel').length;
    expect(tested).toEqual([kiasSince2015.length <= dieselsSince2015 ? ['fuel', kiasSince2015.length] : ['brand', dieselsSince2015]]);
    narrow.mockClear();
    // A column's two bounds read one span too, with a value (the Kias of 2010 to 2015) or alone: at
    // 1M listings, narrowing the Kias since 2010 by their last year cost more than the page itself.
    const between = (i: number) => rows[i]!.car_year !== null && (rows[i]!.car_year as number) >= 2010 && (rows[i]!.car_year as number) <= 2015;
    expect(sorted(columns.rowsPassingAll(filtersOf({ maxYear: 2015, brand: ['kia'], minYear: 2010 })))).toEqual(kias.filter(between));
    expect(sorted(columns.rowsPassingAll(filtersOf({ minYear: 2010, maxYear: 2015 })))).toEqual(rows.flatMap((_, i) => (between(i) ? [i] : [])));
    expect(columns.rowsPassingAll(filtersOf({ minYear: 2016, maxYear: 2015, brand: ['kia'] })).length).toBe(0);
    expect(narrow).not.toHaveBeenCalled();
    narrow.mockRestore();
    expect(sorted(columns.rowsPassingAll(filtersOf({ minYear: 2015, brand: ['kia'] })))).toEqual(sorted(kiasSince2015));
    expect(sorted(columns.rowsPassingAll([]))).toEqual(rows.map((_, i) => i));
    expect(columns.rowsPassingAll(filtersOf({ minYear: Number.NaN })).length).toBe(0);
  });
});
