import { Flame, Lock, Star, TrendingUp } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { productBadges, type ApiProduct } from '@souk/domain';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

type ProductBadgesProps = {
  product: Pick<ApiProduct, 'like_count' | 'is_free' | 'is_reserved'>;
  /** Popular Products section (SPEC 2.3): every card there carries 'Tendance'. */
  trending?: boolean;
  /** Cards show 'Gratuit' in place of the price; set when the badge row should carry it instead. */
  showFree?: boolean;
  className?: string;
};

/** 'Populaire' from 10 likes, 'Top' from 25 (it replaces Populaire), 'Gratuit', 'Réservé', 'Tendance'. */
export function ProductBadges({ product, trending = false, showFree = false, className }: ProductBadgesProps) {
  const { t } = useTranslation();
  const { popular, top } = productBadges(product.like_count);
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      {trending ? (
        <Badge tone="violet">
          <TrendingUp aria-hidden className="h-3 w-3" />
          {t('badges.trending')}
        </Badge>
      ) : null}
      {top ? (
        <Badge tone="warning">
          <Star aria-hidden className="h-3 w-3" />
          {t('badges.top')}
        </Badge>
      ) : popular ? (
        <Badge tone="danger">
          <Flame aria-hidden className="h-3 w-3" />
          {t('badges.popular')}
        </Badge>
      ) : null}
      {showFree && product.is_free ? <Badge tone="success">{t('messages.free')}</Badge> : null}
      {product.is_reserved ? (
        <Badge tone="neutral">
          <Lock aria-hidden className="h-3 w-3" />
          {t('messages.reserved')}
        </Badge>
      ) : null}
    </div>
  );
}
