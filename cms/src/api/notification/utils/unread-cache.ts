import type { Knex } from 'knex';
import { MicroCache } from '../../../lib/micro-cache';

/**
 * Each user's unread notification count, the most polled read (every signed-in tab, every 15 s).
 * Kept until a notification of that user is written by this process — created (after its
 * transaction commits: a read between the write and the commit would keep the old count), read,
 * all read, deleted, or the account deleted — so the next poll after any change is exact. The TTL
 * only bounds what another replica, which does not see these writes, may answer.
 */
export const unreadCounts = new MicroCache<number>(60_000, 50_000);

export function forgetUnread(userId: number) {
  unreadCounts.delete(String(userId));
}

/** Forgets now and again once `trx` has ended (committed or rolled back). */
export function forgetUnreadAfter(trx: Knex.Transaction | undefined, userId: number) {
  forgetUnread(userId);
  if (!trx) return;
  const forget = () => forgetUnread(userId);
  trx.executionPromise.then(forget, forget);
}
