import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * A query's data as the cache holds it, kept up to date, without observing the query: no query is
 * created for a key nobody has asked for, and no stale or garbage-collection timers are set.
 * For what every card of a list reads (the signed-in user, a listing's "liked" status): 24 cards
 * with an observer each cost the served page ~50 ms of timers when it hydrated on a phone. The
 * query itself is fetched by whoever needs it (the header asks for the user; the card asks for a
 * status when its heart is tapped).
 */
export function useCachedQueryData<T>(queryKey: QueryKey): T | undefined {
  const client = useQueryClient();
  const hash = hashKey(queryKey);
  const subscribe = useCallback(
    (changed: () => void) => client.getQueryCache().subscribe((event) => void (event.query.queryHash === hash && changed())),
    [client, hash],
  );
  const read = () => client.getQueryData<T>(queryKey);
  return useSyncExternalStore(subscribe, read, read);
}
