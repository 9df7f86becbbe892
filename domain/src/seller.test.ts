import { describe, expect, it } from 'vitest';
import { responseStats } from './seller';

const MIN = 60_000;

describe('responseStats', () => {
  it('says nothing under three conversations', () => {
    expect(responseStats([{ asked: 0, answered: MIN }, { asked: 0, answered: null }])).toEqual({ rate: null, typical_minutes: null, conversations: 2 });
  });

  it('rate over every conversation, typical time the median of the answered ones', () => {
    const stats = responseStats([
      { asked: 0, answered: 10 * MIN },
      { asked: 0, answered: 30 * MIN },
      { asked: 0, answered: 120 * MIN },
      { asked: 0, answered: null },
    ]);
    expect(stats).toEqual({ rate: 75, typical_minutes: 30, conversations: 4 });
    expect(responseStats([{ asked: 0, answered: 10 * MIN }, { asked: 0, answered: 20 * MIN }, { asked: 0, answered: 2 * MIN }, { asked: 5, answered: 0 }]).typical_minutes).toBe(6);
    expect(responseStats([{ asked: 0, answered: null }, { asked: 0, answered: null }, { asked: 0, answered: null }])).toEqual({ rate: 0, typical_minutes: null, conversations: 3 });
  });
});
