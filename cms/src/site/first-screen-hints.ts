/**
 * The <link> hints that let a phone fetch a landing page's largest photo, route code and first API
 * reads while the entry script downloads, instead of one round trip after another (ARCHITECTURE
 * decision 57). What each page needs is written by the site's build to dist/first-screens.json,
 * from frontend/src/config/first-screens.ts. Pure: the caller reads the file and the listings.
 */
import { responsiveImage, type ApiProduct, type Language } from '@souk/domain';

/** `photo`: the read whose first listing's first photo is the page's largest paint, and the `sizes` its <img> has. */
export type FirstScreen = { route: string; modules: Record<Language, string[]>; reads: string[]; photo?: { read: string; sizes: string } };
export type FirstScreens = { screens: FirstScreen[] };

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Reads the build's file; anything unexpected (an older build, a hand edit) means no hints. */
export function parseFirstScreens(text: string): FirstScreens {
  try {
    const value = JSON.parse(text) as FirstScreens;
    const path = (item: unknown) => typeof item === 'string' && item.startsWith('/');
    const paths = (list: unknown) => Array.isArray(list) && list.every(path);
    const photo = (p: FirstScreen['photo']) => p === undefined || (path(p?.read) && typeof p?.sizes === 'string');
    const valid =
      Array.isArray(value?.screens) &&
      value.screens.every((s) => typeof s?.route === 'string' && paths(s.modules?.fr) && paths(s.modules?.ar) && paths(s.reads) && photo(s.photo));
    return valid ? value : { screens: [] };
  } catch {
    return { screens: [] };
  }
}

/**
 * The first screen a URL lands on, if it is one the build announced. A URL with filters (anything
 * but `lang` in its query) has none: its reads differ from the landing page's, and a hint the page
 * does not use is a wasted download. A /product/<id> URL has one only when the listing exists; a category × governorate page
 * (`/:category/:city`) when the caller recognised the pair.
 */
export function findFirstScreen(
  firstScreens: FirstScreens,
  page: { pathname: string; search: URLSearchParams; listingExists: boolean; sellerExists?: boolean; landing?: boolean },
): FirstScreen | null {
  if ([...page.search.keys()].some((key) => key !== 'lang')) return null;
  const listingPath = /^\/product\/[^/]+\/?$/.test(page.pathname);
  const sellerPath = /^\/vendeur\/[^/]+\/?$/.test(page.pathname);
  const matches = (s: FirstScreen) =>
    s.route === '/product/:id'
      ? page.listingExists && listingPath
      : s.route === '/vendeur/:id'
        ? Boolean(page.sellerExists) && sellerPath
        : s.route === '/:category/:city'
          ? Boolean(page.landing)
          : s.route === page.pathname;
  return firstScreens.screens.find(matches) ?? null;
}

/**
 * The <link> hints of one page: its largest photo first (the listing whose photo it is, read by
 * the caller through the API's caches), then its code, then its reads, unless the server `rendered`
 * the screen with their answers. `listingId` (a listing's or a seller's id) fills `{id}` as the URL writes it.
 */
export function firstScreenHints(
  screen: FirstScreen,
  page: { language: Language; listingId?: string | null; photo?: ApiProduct | null; rendered?: boolean },
): string[] {
  const fill = (read: string) => read.replace('{lang}', page.language).replace('{id}', encodeURIComponent(page.listingId ?? ''));
  const photo = page.photo && screen.photo ? photoHint(page.photo, screen.photo.sizes) : null;
  return [
    ...(photo ? [photo] : []),
    ...screen.modules[page.language].map((file) => `<link rel="modulepreload" crossorigin href="${attr(file)}">`),
    // A page the server rendered carries its reads' answers (decision 59): nothing left to fetch.
    ...(page.rendered ? [] : screen.reads).map((read) => `<link rel="preload" as="fetch" crossorigin href="${attr(fill(read))}">`),
  ];
}

/**
 * The photo is fetched with the same candidates and `sizes` as the page's <picture>, so the
 * browser picks the very file the page will draw; WebP first when the upload wrote it, as the
 * <picture> offers it, and browsers that take WebP pick from it.
 */
function photoHint(product: ApiProduct, sizes: string): string | null {
  const image = responsiveImage(product.images[0], product.image_url, product.title);
  if (!image) return null;
  const candidates = image.webpSrcSet
    ? `type="image/webp" imagesrcset="${attr(image.webpSrcSet)}" imagesizes="${attr(sizes)}"`
    : image.srcSet
      ? `imagesrcset="${attr(image.srcSet)}" imagesizes="${attr(sizes)}"`
      : `href="${attr(image.src)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${candidates}>`;
}
