import { USER_SCOPED_KEY } from '@/lib/auth';

/** Every conversation query (list, unread count) sits under this key: one invalidation refreshes them all. */
export const conversationsKey = [USER_SCOPED_KEY, 'conversations'] as const;
