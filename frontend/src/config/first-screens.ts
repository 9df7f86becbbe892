/**
 * What a landing page's first screen fetches once the entry has run: its route module (the
 * router's `lazy` import, with the words beyond the first screen's for every route but home) and
 * its public API reads, written exactly as the client asks for them. The build turns this into
 * dist/first-screens.json (hashed file names, per language); the server announces both in that
 * page's <head> (`modulepreload`, `preload as=fetch`), so the phone fetches them while the entry
 * downloads instead of one round trip after another (ARCHITECTURE decision 57).
 *
 * Only reads whose answer is the same for every visitor belong here: the browser hands the
 * preloaded answer to the app's fetch even when it carries a token. `{lang}` is the page's
 * language, `{id}` the listing's (or the seller's) id. The e2e test `first-screen-hints.spec.ts` fails when a page
 * stops asking for one of them (a wasted download) or asks for it twice.
 *
 * `photo` names the page's largest paint (Lighthouse's LCP element): the first photo of the first
 * listing of one of its reads, drawn with these `sizes`. The server preloads that file, so it
 * downloads while the code does instead of after the page has rendered its card.
 */
import { CARD_IMAGE_SIZES, GALLERY_IMAGE_SIZES } from '@souk/domain';

export type FirstScreen = {
  /** Exact pathname, `/product/:id`, `/vendeur/:id` or `/:category/:city`. */
  route: string;
  /** The route module's source path (a key of Vite's manifest). */
  module: string;
  /** Whether the route also waits for every word of the interface (`withAllWords` in app/router). */
  allWords: boolean;
  reads: string[];
  photo?: { read: string; sizes: string };
};

export const FIRST_SCREENS: FirstScreen[] = [
  {
    route: '/',
    module: 'src/app/routes/shell.tsx',
    allWords: false,
    reads: ['/api/products?sort=date', '/api/categories', '/api/products/promoted', '/api/advertisements?position=header&locale={lang}'],
    // The promoted row comes first on the home page.
    photo: { read: '/api/products/promoted', sizes: CARD_IMAGE_SIZES },
  },
  {
    route: '/products',
    module: 'src/features/products/routes/products-page.tsx',
    allWords: true,
    reads: ['/api/categories', '/api/products?sort=created_at%3Adesc&page=1'],
    photo: { read: '/api/products?sort=created_at%3Adesc&page=1', sizes: CARD_IMAGE_SIZES },
  },
  {
    route: '/product/:id',
    module: 'src/features/products/routes/product-page.tsx',
    allWords: true,
    reads: ['/api/products/{id}'],
    photo: { read: '/api/products/{id}', sizes: GALLERY_IMAGE_SIZES },
  },
  {
    // A category × governorate page (issue 26): the listing's screen on that pair; its list read
    // depends on the pair, and the server draws the page with it.
    route: '/:category/:city',
    module: 'src/features/products/routes/products-page.tsx',
    allWords: true,
    reads: ['/api/categories'],
  },
  {
    // A seller's page (issue 28): who they are, their listings and their reviews.
    route: '/vendeur/:id',
    module: 'src/features/sellers/routes/seller-page.tsx',
    allWords: true,
    reads: ['/api/users/{id}/profile', '/api/products?owner={id}&page=1&pageSize=12', '/api/users/{id}/reviews?page=1&pageSize=10'],
    photo: { read: '/api/products?owner={id}&page=1&pageSize=12', sizes: CARD_IMAGE_SIZES },
  },
];
