import { describe, expect, it } from 'vitest';
import { pageOfRows } from '../src/api/product/utils/row-pages';
import { orderOfNumbers } from '../src/api/product/utils/row-orders';

/**
 * A page cut from kept rows (row-pages.ts, decision 95) must be PostgreSQL's `ORDER BY key, id`
 * page, whichever way it is cut: picked in one pass (a first page of few matches, or of many whose
 * walk would go deep), sorted (up to 2 048 matches) or walked along the key's order (more). The reference here sorts every match
 * with the SQL's rules written out: NULL last ascending and first descending, ties by id.
 */
function draws(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const size = 6_000;
const random = draws(26);
// Few distinct keys (many ties) and some NULLs (NaN), as prices and years are.
const keys = Float64Array.from({ length: size }, () => (random() < 0.08 ? Number.NaN : Math.floor(random() * 300)));
const order = orderOfNumbers(keys);

function sqlPage(keys: Float64Array, ids: Int32Array, descending: boolean, skip: number, take: number): number[] {
  const rank = (row: number) => (Number.isNaN(keys[row]!) ? Number.POSITIVE_INFINITY : keys[row]!);
  const ascending = [...ids].sort((a, b) => rank(a) - rank(b) || a - b);
  return (descending ? ascending.reverse() : ascending).slice(skip, skip + take);
}

describe('a page of kept rows', () => {
  it('is the SQL page for every number of matches, both orders, first and deeper pages', () => {
    for (const matches of [0, 1, 5, 24, 47, 48, 49, 300, 2_048, 2_049, 4_000, size]) {
      // Matches ascending, as the narrowing keeps them.
      const ids = Int32Array.from({ length: size }, (_, i) => i).filter(() => matches === size || random() < matches / size);
      for (const descending of [false, true]) {
        for (const [skip, take] of [[0, 24], [0, 1], [24, 24], [20, 8], [48, 24], [960, 24], [0, 100]] as const) {
          const cut = [...pageOfRows(ids, keys, () => order, size, descending, skip, take)];
          expect(cut, `${ids.length} matches, ${descending ? 'desc' : 'asc'}, skip ${skip} take ${take}`).toEqual(sqlPage(keys, ids, descending, skip, take));
        }
      }
    }
  });

  it('is the SQL page when the matches sit at the far end of the order (a walk that gives up and picks)', () => {
    const wide = 20_000;
    const wideKeys = Float64Array.from({ length: wide }, () => (random() < 0.08 ? Number.NaN : Math.floor(random() * 300)));
    const wideOrder = orderOfNumbers(wideKeys);
    // The dearest rows (and NULLs) ascending, the cheapest descending: the key's order reaches them
    // last, past twice their number of steps.
    const high = Int32Array.from({ length: wide }, (_, i) => i).filter((row) => !(wideKeys[row]! < 250));
    const low = Int32Array.from({ length: wide }, (_, i) => i).filter((row) => wideKeys[row]! < 50);
    expect(Math.min(high.length, low.length)).toBeGreaterThan(2_048);
    for (const [ids, descending] of [[high, false], [low, true], [high, true], [low, false]] as const) {
      for (const [skip, take] of [[0, 24], [24, 24], [0, 48], [48, 24]] as const) {
        const cut = [...pageOfRows(ids, wideKeys, () => wideOrder, wide, descending, skip, take)];
        expect(cut, `${ids.length} matches, ${descending ? 'desc' : 'asc'}, skip ${skip} take ${take}`).toEqual(sqlPage(wideKeys, ids, descending, skip, take));
      }
    }
  });
});
