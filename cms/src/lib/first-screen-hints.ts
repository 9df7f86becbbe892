/**
 * The <link> hints that let a phone fetch a landing page's route code and first API reads while
 * the entry script downloads, instead of one round trip after another (ARCHITECTURE decision 57).
 * What each page needs is written by the site's build to dist/first-screens.json, from
 * frontend/src/config/first-screens.ts. Pure: the caller reads the file and the listing.
 */
import { GALLERY_IMAGE_SIZES, responsiveImage, type ApiProduct, type Language } from '@souk/domain';

export type FirstScreens = {
  screens: { route: string; modules: Record<Language, string[]>; reads: string[] }[];
};

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Reads the build's file; anything unexpected (an older build, a hand edit) means no hints. */
export function parseFirstScreens(text: string): FirstScreens {
  try {
    const value = JSON.parse(text) as FirstScreens;
    const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string' && item.startsWith('/'));
    const valid =
      Array.isArray(value?.screens) &&
      value.screens.every((s) => typeof s?.route === 'string' && strings(s.modules?.fr) && strings(s.modules?.ar) && strings(s.reads));
    return valid ? value : { screens: [] };
  } catch {
    return { screens: [] };
  }
}

/**
 * The hints of one page. A URL with filters (anything but `lang` in its query) gets none: its
 * reads differ from the landing page's, and a hint the page does not use is a wasted download.
 * `listing` is the listing of a /product/<id> URL (its id as the URL writes it), given only when it
 * exists: its first photo, the page's largest paint, is fetched with the same candidates and
 * `sizes` as the gallery's <picture>, so the browser picks the file the page will draw.
 */
export function firstScreenHints(
  firstScreens: FirstScreens,
  page: { pathname: string; search: URLSearchParams; language: Language; listing?: { id: string; product: ApiProduct } | null },
): string[] {
  if ([...page.search.keys()].some((key) => key !== 'lang')) return [];
  const screen = firstScreens.screens.find((s) => (s.route === '/product/:id' ? Boolean(page.listing) && /^\/product\/[^/]+\/?$/.test(page.pathname) : s.route === page.pathname));
  if (!screen) return [];
  const fill = (read: string) => read.replace('{lang}', page.language).replace('{id}', encodeURIComponent(page.listing?.id ?? ''));
  const photo = page.listing ? photoHint(page.listing.product) : null;
  return [
    ...(photo ? [photo] : []),
    ...screen.modules[page.language].map((file) => `<link rel="modulepreload" crossorigin href="${attr(file)}">`),
    ...screen.reads.map((read) => `<link rel="preload" as="fetch" crossorigin href="${attr(fill(read))}">`),
  ];
}

function photoHint(product: ApiProduct): string | null {
  const image = responsiveImage(product.images[0], product.image_url, product.title);
  if (!image) return null;
  // The <picture> offers WebP first when the upload wrote it; browsers that take WebP pick from it.
  const candidates = image.webpSrcSet
    ? `type="image/webp" imagesrcset="${attr(image.webpSrcSet)}" imagesizes="${attr(GALLERY_IMAGE_SIZES)}"`
    : image.srcSet
      ? `imagesrcset="${attr(image.srcSet)}" imagesizes="${attr(GALLERY_IMAGE_SIZES)}"`
      : `href="${attr(image.src)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${candidates}>`;
}
