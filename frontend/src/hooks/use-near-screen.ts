import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen, and from then on: for a heavy part
 * below the fold (the listing's map and Leaflet) that need not load and run while the page starts.
 * Without IntersectionObserver (old browsers, jsdom) it is near at once.
 */
export function useNearScreen(ref: RefObject<Element>, { enabled = true, margin = '300px' } = {}): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near, ref, margin]);
  return near;
}
