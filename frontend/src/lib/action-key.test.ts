import { describe, expect, it } from 'vitest';
import { actionKeys, newActionKey } from './action-key';

describe('action keys', () => {
  it('are 32 random hex characters', () => {
    const a = newActionKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newActionKey()).not.toBe(a);
  });

  it('the same body sent again keeps its key; another body, or the next action after a success, gets a new one', () => {
    const keys = actionKeys();
    const first = keys.keyFor({ email: 'a@souk.tn', name: 'A' });
    expect(keys.keyFor({ email: 'a@souk.tn', name: 'A' })).toBe(first);
    const changed = keys.keyFor({ email: 'b@souk.tn', name: 'A' });
    expect(changed).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ email: 'b@souk.tn', name: 'A' })).not.toBe(changed);
  });
});
