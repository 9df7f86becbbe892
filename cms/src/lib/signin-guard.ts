import { randomBytes } from 'crypto';

/**
 * Guessing one account's password from many addresses: on top of the per-IP limit, each e-mail
 * address (known or not, so the answer says nothing about which accounts exist) may fail
 * MAX_FAILURES times in WINDOW_MS; after that every attempt, even the right password, waits for a
 * delay that doubles with each further failure (from BASE_DELAY_MS up to WINDOW_MS). A success
 * clears the record. Counted in this process (with several replicas, in Redis: ARCHITECTURE).
 */
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60_000;
export const BASE_DELAY_MS = 30_000;

interface Record_ {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

const records = new Map<string, Record_>();

function current(email: string, now: number): Record_ | undefined {
  const r = records.get(email);
  if (r && r.lockedUntil <= now && now - r.firstAt > WINDOW_MS) {
    records.delete(email);
    return undefined;
  }
  return r;
}

/** Milliseconds this address must still wait before trying again (0: it may try now). */
export function signInWait(email: string, now = Date.now()): number {
  const r = current(email, now);
  return r ? Math.max(0, r.lockedUntil - now) : 0;
}

export function recordSignInFailure(email: string, now = Date.now()) {
  const r = current(email, now) ?? { failures: 0, firstAt: now, lockedUntil: 0 };
  r.failures += 1;
  if (r.failures >= MAX_FAILURES) r.lockedUntil = now + Math.min(WINDOW_MS, BASE_DELAY_MS * 2 ** (r.failures - MAX_FAILURES));
  if (records.size > 100_000) records.clear();
  records.set(email, r);
}

export function recordSignInSuccess(email: string) {
  records.delete(email);
}

/**
 * A hash of a random password with the cost users' hashes have, so that an unknown e-mail costs
 * one bcrypt comparison like a known one: sign-in answers in the same time either way.
 */
let dummy: Promise<string> | undefined;
export const dummyPasswordHash = (hash: (plain: string) => Promise<string>) => (dummy ??= hash(randomBytes(18).toString('base64')));
