/**
 * The server's half of the landing pages' first screen (ARCHITECTURE decision 59). The cms loads
 * this bundle (dist-ssr/entry-server.cjs) and, for home, /products and a listing page, renders the
 * route's React tree into the served HTML with the API answers it read, so a phone paints the page
 * and its photo before any JavaScript has run. main.tsx then hydrates that markup with the same
 * answers instead of fetching them again.
 *
 * What the screen reads is found by rendering it: each pass starts the queries its components ask
 * for, the server answers them over loopback (through the API's own caches), and the next pass
 * renders with the answers, until no query is left waiting. Only a visitor's view is rendered: no
 * token, no stored preference but the language the URL names.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import type { Language } from '@souk/domain';
import { AppProvider } from '@/app/provider';
import { routerFuture, routes } from '@/app/router';
import { setServerOrigin } from '@/lib/api-client';
import { USER_SCOPED_KEY } from '@/lib/auth';
import { i18n, i18nReady, loadAllWords } from '@/lib/i18n';
import { setServedViewport, type ServedAnswer, type ServedViewport } from '@/lib/first-screen';
import { createQueryClient } from '@/lib/react-query';

export type FirstScreenRender = {
  /** The markup that goes inside #root. */
  html: string;
  /** The answers the screen was drawn with, as JSON `ServedAnswer[]` (main.tsx puts them in its cache). */
  state: string;
};

/** A pass renders what the previous one read; a screen whose reads depend on reads needs more. */
const MAX_PASSES = 4;

// Every word of both languages, once: the server renders any screen in either.
let ready: Promise<void> | undefined;
const wordsReady = () =>
  (ready ??= (async () => {
    await i18nReady;
    await loadAllWords(); // French, whole; from here on a language loads whole
    await i18n.loadLanguages(['ar']);
  })());

// The observer's options (with `enabled`) are the query's: a disabled one (a signed-in read) stays unread.
// A query keeps the options of the last component that asked for it: one key asked for both enabled
// and disabled on a screen is left unread here (seller-card.tsx once drew its listing without the rating).
const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
};
const waiting = (query: Query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query);

/** Starts the queries the last pass asked for; a failed one stays out of the state (the browser asks again). */
async function readWaitingQueries(queryClient: QueryClient): Promise<boolean> {
  const queries = queryClient.getQueryCache().getAll().filter(waiting);
  await Promise.all(queries.map((query) => queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn, retry: false })));
  return queries.length > 0;
}

/**
 * Renders `url` (path and query) in `language`, reading the API at `apiOrigin`. Null when the URL
 * is not a page the router draws (a redirect) or the render fails: the page is then served empty
 * and drawn in the browser, as before.
 */
export async function renderFirstScreen({
  url,
  language,
  apiOrigin,
  viewport,
}: {
  url: string;
  language: Language;
  apiOrigin: string;
  viewport?: ServedViewport;
}): Promise<FirstScreenRender | null> {
  await wordsReady();
  setServerOrigin(apiOrigin);
  const handler = createStaticHandler(routes, { future: routerFuture });
  const context = await handler.query(new Request(new URL(url, apiOrigin)));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context, { future: routerFuture });
  const queryClient = createQueryClient();

  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    // Set right before the synchronous render: other pages render between this page's passes.
    await i18n.changeLanguage(language);
    setServedViewport(viewport);
    html = renderToString(
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
    );
    if (!(await readWaitingQueries(queryClient))) break;
  }
  const answers: ServedAnswer[] = queryClient
    .getQueryCache()
    .getAll()
    // A visitor's answer to who is signed in (and anything keyed by it) is not every visitor's.
    .filter((query) => query.state.status === 'success' && query.queryKey[0] !== USER_SCOPED_KEY)
    .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]);
  const state = JSON.stringify(answers);
  queryClient.clear();
  return { html, state };
}
