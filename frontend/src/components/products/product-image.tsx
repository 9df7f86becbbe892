import { ImageOff } from '@/components/icons';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { responsiveImage, type ApiProduct } from '@souk/domain';

type ProductImageProps = {
  product: Pick<ApiProduct, 'title' | 'images' | 'image_url'>;
  /** Which image of the product (the gallery passes its index). */
  index?: number;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Above-the-fold images load eagerly; everything else lazily. */
  priority?: boolean;
  /** The box keeps this ratio before the image arrives, so nothing moves (no layout shift). */
  aspectClassName?: string;
  fit?: 'cover' | 'contain';
  className?: string;
};

export function ProductImage({
  product,
  index = 0,
  sizes,
  priority = false,
  aspectClassName = 'aspect-[4/3]',
  fit = 'cover',
  className,
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const image = responsiveImage(product.images[index], index === 0 ? product.image_url : null, product.title);

  return (
    <div className={cn('relative overflow-hidden bg-muted', aspectClassName, className)}>
      {image && !failed ? (
        <picture>
          {image.webpSrcSet && <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />}
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? sizes : undefined}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={priority ? 'eager' : 'lazy'}
            // The page's largest photo is decoded with the frame that shows it (an async decode paints
            // it a frame later: LCP); the others off the main thread. React 18 only passes the
            // lower-case fetchpriority attribute through.
            {...(priority ? { fetchpriority: 'high' } : { decoding: 'async' as const })}
            onError={() => setFailed(true)}
            className={cn('absolute inset-0 h-full w-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
          />
        </picture>
      ) : (
        <div
          className="absolute inset-0 flex items-center justify-center text-muted-foreground"
          role="img"
          aria-label={product.title}
        >
          <ImageOff aria-hidden className="h-10 w-10" />
        </div>
      )}
    </div>
  );
}
