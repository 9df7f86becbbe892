// How a listing's photo is offered to the browser: shared by the site's <img>/<picture> and the
// server's preload of a listing page's first photo, which must name the very same candidates.
import type { ProductImage } from './contract';

const FORMAT_ORDER = ['thumbnail', 'small', 'medium', 'large'] as const;

export type ResponsiveImage = { src: string; srcSet?: string; webpSrcSet?: string; width?: number; height?: number; alt: string };

/**
 * src/srcSet from the sizes Strapi generated (thumbnail, small 480, medium 750, large 1200 px wide),
 * and the same widths in WebP when the upload wrote them (offered in a <picture> source: browsers
 * that read WebP take it, the others the JPEG).
 */
export function responsiveImage(
  image: ProductImage | undefined,
  fallbackUrl: string | null,
  alt: string,
): ResponsiveImage | null {
  if (!image) return fallbackUrl ? { src: fallbackUrl, alt } : null;
  const candidates = FORMAT_ORDER.map((name) => image.formats?.[name]).filter(
    (format): format is { url: string; width: number; height: number | null } => Boolean(format?.url && format.width),
  );
  if (image.url && image.width) candidates.push({ url: image.url, width: image.width, height: image.height ?? 0 });
  const unique = [...new Map(candidates.map((c) => [c.width, c])).values()].sort((a, b) => a.width - b.width);
  const preferred = image.formats?.small ?? image.formats?.medium ?? unique[0];
  const webp = (image.webp ?? []).filter((f) => f.url && f.width);
  return {
    src: preferred?.url ?? image.url,
    srcSet: unique.length > 1 ? unique.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined,
    webpSrcSet: webp.length > 0 ? webp.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    alt: image.alternativeText || alt,
  };
}

/**
 * Which listing of a list a page paints first and largest: the first one with a photo (a listing
 * without one draws a placeholder, so its neighbour's photo is the one the visitor waits for). The
 * site loads that photo eagerly at high priority, the server preloads it, and a drawn page's code
 * waits for it (ARCHITECTURE decision 60); -1 when no listing has a photo.
 */
export function leadPhotoIndex(products: ReadonlyArray<{ images: readonly unknown[]; image_url: string | null }>): number {
  return products.findIndex((product) => product.images.length > 0 || Boolean(product.image_url));
}
