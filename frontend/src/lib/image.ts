import type { ProductImage } from '@souk/domain';

const FORMAT_ORDER = ['thumbnail', 'small', 'medium', 'large'] as const;

export type ResponsiveImage = { src: string; srcSet?: string; width?: number; height?: number; alt: string };

/** src/srcSet from the sizes Strapi generated (thumbnail 245, small 500, medium 750, large 1000 px wide). */
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
  return {
    src: preferred?.url ?? image.url,
    srcSet: unique.length > 1 ? unique.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    alt: image.alternativeText || alt,
  };
}
