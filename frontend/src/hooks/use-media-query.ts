import { useSyncExternalStore } from 'react';
import { servedMediaMatch } from '@/lib/first-screen';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    // On the server, and while a drawn page hydrates: what the page was drawn for.
    () => servedMediaMatch(query),
  );
}

/** Tailwind's `md` breakpoint: the desktop layouts start here. */
export const useIsDesktop = () => useMediaQuery('(min-width: 768px)');
