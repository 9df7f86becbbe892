import { describe, expect, it } from 'vitest';
import { HOME_SORT_OPTIONS, parseSort, SEARCH_SORT_FIELDS, SORT_ALIASES, sortToQuery } from './sort';

describe('parseSort', () => {
  it.each([
    [undefined, 'created_at', 'desc'],
    ['', 'created_at', 'desc'],
    ['date', 'created_at', 'desc'],
    ['price_asc', 'price', 'asc'],
    ['price_desc', 'price', 'desc'],
    ['price-asc', 'price', 'asc'],
    ['price-desc', 'price', 'desc'],
    ['popularity', 'like_count', 'desc'],
    ['likes', 'like_count', 'desc'],
    ['title', 'title', 'asc'],
    ['location', 'location', 'asc'],
    ['created_at', 'created_at', 'desc'],
    ['created_at:asc', 'created_at', 'asc'],
    ['created_at:desc', 'created_at', 'desc'],
    ['created_at_desc', 'created_at', 'desc'],
    ['createdAt:asc', 'created_at', 'asc'],
    ['date:asc', 'created_at', 'asc'],
    ['price', 'price', 'asc'],
    ['price:asc', 'price', 'asc'],
    ['price:desc', 'price', 'desc'],
    ['likes:asc', 'like_count', 'asc'],
    ['likes:desc', 'like_count', 'desc'],
    ['like_count', 'like_count', 'desc'],
    ['like_count:asc', 'like_count', 'asc'],
    ['like_count:desc', 'like_count', 'desc'],
    ['title:asc', 'title', 'asc'],
    ['title:desc', 'title', 'desc'],
    ['location:asc', 'location', 'asc'],
    ['location:desc', 'location', 'desc'],
    ['PRICE:DESC', 'price', 'desc'],
    [' date ', 'created_at', 'desc'],
  ])('%j → %s %s', (input, field, order) => {
    expect(parseSort(input)).toEqual({ field, order });
  });

  it.each(['random', 'price:up', 'owner:asc', 'password', 'constructor', '__proto__', 'toString:asc', 'price;drop table', 'price:asc:desc'])(
    '%j → null',
    (input) => {
      expect(parseSort(input)).toBeNull();
    },
  );

  it('understands every alias and option of every screen', () => {
    for (const alias of Object.keys(SORT_ALIASES)) expect(parseSort(alias)).not.toBeNull();
    for (const option of HOME_SORT_OPTIONS) expect(parseSort(option.value)).not.toBeNull();
    for (const option of SEARCH_SORT_FIELDS) {
      expect(parseSort(`${option.value}:asc`)?.order).toBe('asc');
      expect(parseSort(`${option.value}:desc`)?.order).toBe('desc');
    }
    expect(HOME_SORT_OPTIONS.map((o) => o.value)).toEqual(['date', 'price_asc', 'price_desc', 'popularity']);
  });

  it('round-trips through sortToQuery', () => {
    const sort = { field: 'like_count', order: 'asc' } as const;
    expect(sortToQuery(sort)).toBe('like_count:asc');
    expect(parseSort(sortToQuery(sort))).toEqual(sort);
  });
});
