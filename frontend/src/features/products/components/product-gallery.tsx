import { ChevronLeft, ChevronRight, Expand } from '@/components/icons';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { GALLERY_IMAGE_SIZES, type ApiProduct } from '@souk/domain';
import { ProductImage } from '@/components/products/product-image';

type GalleryProduct = Pick<ApiProduct, 'title' | 'images' | 'image_url'>;

function StepButton({ direction, onClick, label }: { direction: 'previous' | 'next'; onClick: () => void; label: string }) {
  // Chevrons point the reading direction's way: mirrored in Arabic.
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/75',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white',
        direction === 'previous' ? 'start-2' : 'end-2',
      )}
    >
      <Icon aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
    </button>
  );
}

/** Main image with previous/next, thumbnails and a full-screen zoom (SPEC 2.6). */
export function ProductGallery({ product, showThumbnails = true }: { product: GalleryProduct; showThumbnails?: boolean }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = Math.max(product.images.length, 1);
  const many = count > 1;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === forward) go(1);
    if (event.key === backward) go(-1);
  };
  const position = t('gallery.position', { current: index + 1, total: count });

  return (
    <div
      className="space-y-3"
      onKeyDown={onKeyDown}
      role="group"
      aria-roledescription={t('gallery.roleDescription')}
      aria-label={product.title}
    >
      <div className="relative overflow-hidden rounded-lg">
        <ProductImage
          product={product}
          index={index}
          priority
          sizes={GALLERY_IMAGE_SIZES}
          aspectClassName="aspect-[4/3]"
        />
        {many ? (
          <>
            <StepButton direction="previous" onClick={() => go(-1)} label={t('gallery.previous')} />
            <StepButton direction="next" onClick={() => go(1)} label={t('gallery.next')} />
            <span
              aria-live="polite"
              className="absolute bottom-2 start-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white"
            >
              {position}
            </span>
          </>
        ) : null}
        {product.images.length > 0 ? (
          <button
            type="button"
            onClick={() => setZoomed(true)}
            aria-label={t('gallery.zoom')}
            className="absolute bottom-2 end-2 rounded-full bg-black/60 p-2 text-white hover:bg-black/75 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <Expand aria-hidden className="h-4 w-4" />
          </button>
        ) : null}
      </div>

      {showThumbnails && many ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {product.images.map((image, i) => (
            <li key={`${image.url}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.show', { current: i + 1, total: count })}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block w-20 overflow-hidden rounded-md border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  i === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ProductImage product={product} index={i} sizes="80px" aspectClassName="aspect-square" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <Dialog open={zoomed} onOpenChange={setZoomed}>
        <DialogContent
          title={product.title}
          description={many ? position : undefined}
          className="h-[95vh] max-h-[95vh] w-[98vw] max-w-[98vw] grid-rows-[auto_1fr] bg-black p-3 text-white sm:p-6 [&>div:first-child]:text-white [&_p]:text-white/90 [&>button]:text-white"
          // Arrow keys reach the gallery's handler above: React events bubble through the portal.
        >
          <div className="relative min-h-0">
            <ProductImage
              product={product}
              index={index}
              sizes="98vw"
              fit="contain"
              aspectClassName="h-full"
              className="bg-black"
            />
            {many ? (
              <>
                <StepButton direction="previous" onClick={() => go(-1)} label={t('gallery.previous')} />
                <StepButton direction="next" onClick={() => go(1)} label={t('gallery.next')} />
              </>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
