import { describe, expect, it } from 'vitest';
import { groupBy } from './collections';

describe('groupBy', () => {
  it('keeps each group in the items’ order and the keys in first-seen order', () => {
    const groups = groupBy(['sfax:1', 'tunis:2', 'sfax:3'], (s) => s.split(':')[0]);
    expect([...groups.keys()]).toEqual(['sfax', 'tunis']);
    expect(groups.get('sfax')).toEqual(['sfax:1', 'sfax:3']);
  });
});
