import type { Knex } from 'knex';
import { sharedInvalidation } from '../../../cache/cache-bus';
import { MicroCache } from '../../../cache/micro-cache';

/**
 * Each user's unread notification count, the most polled read (every signed-in tab, every 15 s).
 * Kept until a notification of that user is written by this process — created (after its
 * transaction commits: a read between the write and the commit would keep the old count), read,
 * all read, deleted, or the account deleted — so the next poll after any change is exact. Other
 * replicas forget it too through the cache bus (with REDIS_URL); the TTL bounds what they answer
 * while Redis is away.
 */
export const unreadCounts = new MicroCache<number>(60_000, 50_000);

export const forgetUnread = sharedInvalidation<number>(
  'unread-count',
  (userId) => unreadCounts.delete(String(userId)),
  () => unreadCounts.clear(),
);

/** Forgets now and again once `trx` has ended (committed or rolled back). */
export async function forgetUnreadAfter(trx: Knex.Transaction | undefined, userId: number) {
  if (trx) {
    const forget = () => void forgetUnread(userId);
    trx.executionPromise.then(forget, forget);
  }
  await forgetUnread(userId);
}
