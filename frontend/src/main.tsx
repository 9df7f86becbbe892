import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app';
import { createAppRouter } from '@/app/router';
import { sessionQueryKey } from '@/lib/auth';
import { authToken } from '@/lib/auth-token';
import { nextTask, routerReady, takeServerRender } from '@/lib/first-screen';
import { currentLanguage, i18nReady } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();

async function start() {
  // Evaluating the entry (React, the router, the words) is one long task on a phone already: each
  // step below runs in a task of its own, so none of them lengthens it (Total Blocking Time).
  await nextTask();
  // Home, /products and a listing page arrive rendered by the server with the answers they show (decision 59).
  const servedLanguage = takeServerRender(queryClient);
  await nextTask();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // French is in the bundle (ready at once); Arabic arrives in one small chunk before the first render.
  await i18nReady.catch(() => undefined);
  if (servedLanguage !== undefined) await routerReady(router);
  // Not in the task that ran the route's code either.
  await nextTask();
  // The server drew a visitor's page in the URL's language: hydrate it when this visitor sees the
  // same. A signed-in one, or one who saved the other language, gets the app's own drawing.
  if (servedLanguage === currentLanguage() && authToken.get() === null) {
    // Who is signed in is never in the served answers (their keys start with 'me'): a page without
    // a token is a visitor's, as the server drew it.
    queryClient.setQueryData(sessionQueryKey, null);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page in a few long tasks (Total Blocking Time on a phone,
    // decision 60); the page is already drawn, and a tap meanwhile is kept by boot.js and given again.
    startTransition(() => {
      hydrateRoot(root!, app, {
        // #421: a tap changed the page (the language, say) before a lazy part below had hydrated; that
        // part is drawn anew in the browser, as intended. Any other (a mismatch) is reported as usual.
        // (Only production builds hydrate: React's messages there are codes.)
        onRecoverableError: (error) => void (String(error).includes('#421') || reportError(error)),
      });
    });
    return;
  }
  // A drawing this visitor does not get (boot.js hid it: another saved language, or signed in).
  if (servedLanguage !== undefined) root!.replaceChildren();
  // boot.js hides #root for those cases before it can see whether the server drew the page: shown
  // again for the app's own drawing.
  document.documentElement.classList.remove('first-screen-hidden');
  createRoot(root!).render(app);
}
void start();
