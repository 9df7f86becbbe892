import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app';
import { createAppRouter } from '@/app/router';
import { authToken } from '@/lib/auth-token';
import { routerReady, takeServerRender } from '@/lib/first-screen';
import { currentLanguage, i18nReady } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();
const router = createAppRouter();
// Home, /products and a listing page arrive rendered by the server with the answers they show (decision 59).
const servedLanguage = takeServerRender(queryClient);

const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);

async function start() {
  // French is in the bundle (ready at once); Arabic arrives in one small chunk before the first render.
  await i18nReady.catch(() => undefined);
  if (servedLanguage !== undefined) await routerReady(router);
  // The server drew a visitor's page in the URL's language: hydrate it when this visitor sees the
  // same. A signed-in one gets a fresh render, which replaces the drawing at its first commit (kept
  // on screen until then); one who saved the other language, an empty page at once.
  if (servedLanguage === currentLanguage() && authToken.get() === null) {
    hydrateRoot(root!, app);
    return;
  }
  if (servedLanguage !== undefined && servedLanguage !== currentLanguage()) root!.replaceChildren();
  // boot.js hides #root whenever the saved language is not the page's (it cannot see yet whether
  // the server drew it): shown again for the app's own drawing.
  document.documentElement.classList.remove('first-screen-hidden');
  createRoot(root!).render(app);
}
void start();
