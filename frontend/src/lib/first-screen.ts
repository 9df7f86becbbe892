import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The browser's half of a server-rendered first screen (ARCHITECTURE decision 59; the server's is
 * src/entry-server.tsx). The cms puts the screen's markup in #root and the API answers it rendered
 * with in `<script id="first-screen" type="application/json" data-language="…" data-viewport="…">`.
 */

/** One answer the server drew the screen with: the query's key, its data and when it was read. */
export type ServedAnswer = [key: QueryKey, data: unknown, updatedAt: number];

/**
 * The language the server drew this page's screen in, if it drew one; the answers it drew it with
 * go into `queryClient`, so the first render has them instead of fetching them again.
 */
export function takeServerRender(queryClient: QueryClient): string | undefined {
  const element = document.getElementById('first-screen');
  try {
    // Not TanStack's hydrate(): three fields each are all the screen needs, and setQueryData is already in the entry.
    for (const [key, data, updatedAt] of JSON.parse(element!.textContent!) as ServedAnswer[]) queryClient.setQueryData(key, data, { updatedAt });
    setServedViewport(element!.dataset.viewport);
    return element!.dataset.language;
  } catch {
    return undefined; // no render, or a damaged one: the app reads again and draws the page anew
  }
}

/**
 * The viewport the server drew the page for (decision 60): 'desktop' when the request said it
 * came from one (Sec-CH-UA-Mobile, else the user agent), otherwise 'mobile'. A media query is
 * answered as it was on the server until the page has hydrated; a layout chosen by width (the
 * listing page's) is then drawn the same in both, and only a wrong guess changes it afterwards.
 */
export type ServedViewport = 'mobile' | 'desktop';
const DESKTOP_WIDTH = 1280;
let servedWidth = 0;

export function setServedViewport(viewport: string | undefined): void {
  servedWidth = viewport === 'desktop' ? DESKTOP_WIDTH : 0;
}

/** What `(min-width: …px)` answered where the page was drawn; any other query, false. */
export function servedMediaMatch(query: string): boolean {
  const minWidth = /^\(min-width:\s*(\d+)px\)$/.exec(query.trim());
  return minWidth ? servedWidth >= Number(minWidth[1]) : false;
}

/** Resolves once the router has loaded the first route's code (until then it would draw its fallback, not the page). */
type RouterState = { initialized: boolean };
export function routerReady(router: { state: RouterState; subscribe: (listener: (state: RouterState) => void) => () => void }): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Resolves in a later task: the work after it does not lengthen the task that awaited it. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
