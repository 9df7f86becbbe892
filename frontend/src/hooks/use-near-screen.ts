import { startTransition, useEffect, useState, type RefObject } from 'react';

type Options = {
  enabled?: boolean;
  /** How far from the screen counts as near (IntersectionObserver's `rootMargin`). */
  margin?: string;
  /**
   * The render it causes is a transition: React draws it in slices the main thread can stop between
   * (a scroll, a tap), not in one task. For a large part (home's later cards, decision 102).
   */
  transition?: boolean;
};

/**
 * True once the element has come within `margin` of the screen, and from then on: for a heavy part
 * below the fold (the listing's map and Leaflet) that need not load and run while the page starts.
 * Without IntersectionObserver (old browsers, jsdom) it is near at once.
 */
export function useNearScreen(ref: RefObject<Element>, { enabled = true, margin = '300px', transition = false }: Options = {}): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    const becomeNear = () => (transition ? startTransition(() => setNear(true)) : setNear(true));
    if (typeof IntersectionObserver !== 'function') {
      becomeNear();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && becomeNear(), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near, ref, margin, transition]);
  return near;
}
