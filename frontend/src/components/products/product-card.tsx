import { Clock, MapPin, MessageCircle } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { useFormatters } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CARD_IMAGE_SIZES, type ApiProduct } from '@souk/domain';
import { useContactSeller } from '@/hooks/use-contact-seller';
import { useLikeAction } from '@/hooks/use-like-action';
import { LikeIconButton } from './like-button';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';

export type ProductView = 'grid' | 'list';

type ProductCardProps = {
  product: ApiProduct;
  /** Where the card leads: the shell's detail sub-view or /product/{id}. */
  to: string;
  view?: ProductView;
  trending?: boolean;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /**
   * Drawn even far from the screen. By default a card is laid out only near it (`render-near-screen`,
   * index.css): right for a long list, not for a row whose height is the tallest card's, which would
   * move what follows as its cards are drawn.
   */
  drawnOffScreen?: boolean;
};

const LIST_SIZES = '(min-width: 640px) 224px, 128px';

export function ProductCard({
  product,
  to,
  view = 'grid',
  trending = false,
  priority = false,
  headingLevel: Heading = 'h3',
  drawnOffScreen = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const likeAction = useLikeAction(product, 'list');
  const contactSeller = useContactSeller();
  const isList = view === 'list';

  return (
    <article
      className={cn(
        !drawnOffScreen && 'render-near-screen',
        'group relative flex overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        isList ? 'flex-row' : 'flex-col',
      )}
    >
      <div className={cn('relative shrink-0', isList ? 'w-32 sm:w-56' : 'w-full')}>
        <ProductImage
          product={product}
          sizes={isList ? LIST_SIZES : CARD_IMAGE_SIZES}
          priority={priority}
          aspectClassName={isList ? 'aspect-square sm:aspect-[4/3]' : 'aspect-[4/3]'}
        />
        <ProductBadges product={product} trending={trending} className="absolute start-2 top-2" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3">
        {product.category ? (
          <span className="text-xs font-medium text-muted-foreground">{format.categoryName(product.category)}</span>
        ) : null}
        <Heading className="line-clamp-2 font-semibold leading-snug">
          {/* Stretched link: the whole card opens the product, the buttons below stay separate targets. */}
          <Link to={to} dir="auto" className="block text-start after:absolute after:inset-0 focus-visible:outline-none">
            {product.title}
          </Link>
        </Heading>
        <div>
          {product.is_free ? (
            <Badge tone="success">{t('messages.free')}</Badge>
          ) : (
            <p className="text-lg font-bold text-primary">{format.price(product)}</p>
          )}
        </div>
        {isList && product.description ? (
          <p dir="auto" className="line-clamp-2 hidden text-sm text-muted-foreground sm:block">
            {product.description}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {product.location ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="h-3.5 w-3.5" />
              {format.place(product)}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="h-3.5 w-3.5" />
            {/* The server drew this age a moment earlier (decision 59): a minute may have turned since. */}
            <time dateTime={product.created_at ?? undefined} suppressHydrationWarning>
              {format.age(product.created_at)}
            </time>
          </span>
        </div>
        <div className="relative z-10 flex items-center justify-between gap-2 pt-1">
          <LikeIconButton action={likeAction} />
          {likeAction.isOwn ? null : (
            <button
              type="button"
              onClick={() => contactSeller(product.id)}
              className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-medium text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t('product.messageAbout', { title: product.title })}
            >
              <MessageCircle aria-hidden className="h-4 w-4" />
              <span className="hidden sm:inline">{t('product.message')}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
