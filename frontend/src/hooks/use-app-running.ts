import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while a page the server drew hydrates, true once the app runs. For the
 * parts the server does not draw (ARCHITECTURE decisions 59, 60): rendering their placeholder in
 * both keeps hydration in place, and they appear right after it.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
