import { Suspense, useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppRunning } from '@/hooks/use-app-running';
import { useTranslation } from '@/lib/use-translation';

/**
 * A part of a drawn page that hydrates only when it comes on the screen or is touched
 * (ARCHITECTURE decision 99). A phone's first screen shows four of the twenty-four cards of /products;
 * hydrating the others (their render, then the commit attaching their handlers) came right after
 * the first paint, on the main thread a tap or Total Blocking Time waits for.
 *
 * How: the part sits in a Suspense boundary of its own, inside which it suspends while React
 * hydrates it and its drawn element is neither on the screen nor touched. React then leaves the
 * server's markup in place, readable and styled, and hydrates it when the promise resolves. A touch
 * (tap, click, key, focus) on a waiting part releases it in a capture listener on `window`, before
 * React's own on #root, which then hydrates it synchronously and hands it the event (React 18's
 * selective hydration). Drawn by the app itself (a later page, a signed-in visitor), the part
 * renders at once: nothing waits.
 *
 * The part's parent must not draw it again with new props while it waits (memoise it): React would
 * then draw it anew in the browser instead of hydrating it. `children` receives the id its first
 * element must carry: the element watched for the screen.
 */
export function HydrateNearScreen({ children }: { children: (anchorId: string) => ReactNode }) {
  const anchorId = useId();
  // A context change reaches a waiting part too (every provider above it), and React would draw it
  // anew in the browser; during a navigation (a transition) it did so again and again while the
  // transition waited (0.6 s of a phone's script, s54). A navigation releases the part: it hydrates
  // first, then takes the change. A language switch does not: the server's words would no longer
  // match, so the part is drawn anew (React error #421, ignored in main.tsx).
  const { i18n } = useTranslation();
  const location = useLocation();
  const drawn = useRef({ location: location.key, language: i18n.language });
  if (drawn.current.location !== location.key && drawn.current.language === i18n.language) releaseId(anchorId);
  return (
    <Suspense fallback={null}>
      <WaitUntilNear anchorId={anchorId}>{children(anchorId)}</WaitUntilNear>
    </Suspense>
  );
}

/**
 * Holds its children back while they wait. They are its children, not its siblings: React 18 goes
 * on rendering a suspended component's siblings (their render, and DOM nodes claimed), so the work
 * this saves would still be done.
 */
function WaitUntilNear({ anchorId, children }: { anchorId: string; children: ReactNode }) {
  // False only while React hydrates (and on the server): an update that makes React draw the part
  // anew in the browser (React error #421, main.tsx) draws it at once.
  const running = useAppRunning();
  if (!running) {
    const wait = waitFor(anchorId);
    if (wait) throw wait;
  }
  return children;
}

type Wait = { promise: Promise<void>; release: () => void; elements: Element[] } | 'released';
/** Each waiting or released part, by its anchor's id (unique in the page: `useId`). */
const waits = new Map<string, Wait>();
/** The part each of a waiting part's elements belongs to (its anchor's id). */
const partOf = new WeakMap<Element, string>();
let observer: IntersectionObserver | undefined;

/** What a waiting part's hydration waits for; undefined when it need not wait. */
function waitFor(anchorId: string): Promise<void> | undefined {
  const known = waits.get(anchorId);
  if (known) return known === 'released' ? undefined : known.promise;
  const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
  // Not drawn by the server: nothing to keep in place.
  if (!anchor) return undefined;
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  const elements = drawnPart(anchor);
  waits.set(anchorId, { promise, release, elements });
  watchTouches();
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) releaseId(partOf.get(entry.target)!);
  }, ON_SCREEN);
  for (const element of elements) {
    partOf.set(element, anchorId);
    observer.observe(element);
  }
  return promise;
}

/**
 * The elements the server drew for a part: its anchor and the elements after it up to the end of
 * its Suspense boundary (`<!--/$-->`; a part may be several items of a list, none holding a boundary).
 */
function drawnPart(anchor: Element): Element[] {
  const elements: Element[] = [];
  for (let node: Node | null = anchor; node && (node as Comment).data !== '/$'; node = node.nextSibling) {
    if (node instanceof Element) elements.push(node);
  }
  return elements;
}

// On the screen: what a first screen shows hydrates, and the rest as it is scrolled to (a part's
// hydration runs in slices, not in one long task).
const ON_SCREEN: IntersectionObserverInit = { rootMargin: '0px' };

function releaseId(anchorId: string): boolean {
  const wait = waits.get(anchorId);
  if (!wait || wait === 'released') return false;
  waits.set(anchorId, 'released');
  for (const element of wait.elements) observer?.unobserve(element);
  wait.release();
  return true;
}

/**
 * The events that start a use of a part: a press, a click (a screen reader's activation too), a key,
 * focus. Released on the first, the part is hydrated by React as it handles it (react-dom 18 hydrates
 * a boundary synchronously for all of these but focus, which it hydrates a moment later).
 */
const TOUCHES = ['pointerdown', 'mousedown', 'touchstart', 'click', 'auxclick', 'contextmenu', 'keydown', 'focusin', 'input'] as const;

/**
 * Marks an event whose target React hydrates as it handles it: boot.js, which keeps a tap on a
 * button the app has not taken over yet and gives it again later, leaves this one to React.
 */
const HYDRATED_BY_TOUCH = '__hydratedByTouch';

let watching = false;
function watchTouches() {
  if (watching) return;
  watching = true;
  const onTouch = (event: Event) => {
    for (let node = event.target instanceof Node ? event.target : null; node; node = node.parentNode) {
      const anchorId = node instanceof Element ? partOf.get(node) : undefined;
      if (anchorId === undefined) continue;
      if (releaseId(anchorId)) Object.defineProperty(event, HYDRATED_BY_TOUCH, { value: true });
      return;
    }
  };
  for (const type of TOUCHES) window.addEventListener(type, onTouch, { capture: true, passive: true });
}
