import { PackageOpen } from '@/components/icons';
import type { ApiProduct } from '@souk/domain';
import { useMarkSold } from '@/api/products/listing-lifecycle';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';

/** 'Marquer comme vendu' for the owner of an active or expired listing, after a confirmation. */
export function MarkSoldButton({ product, size }: { product: Pick<ApiProduct, 'id' | 'title' | 'lifecycle'>; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const sold = useMarkSold();
  if (product.lifecycle === 'sold' || product.lifecycle === 'closed') return null;
  const onClick = () => {
    if (!window.confirm(t('lifecycle.markSoldConfirm'))) return;
    sold.mutate(product.id, {
      onSuccess: () => toast.success(t('lifecycle.soldToast')),
      onError: (error) => toast.error(t('lifecycle.actionFailed'), { description: errorText(error, t('lifecycle.actionFailed')) }),
    });
  };
  return (
    <Button
      variant="outline"
      size={size}
      onClick={onClick}
      disabled={sold.isPending}
      aria-busy={sold.isPending || undefined}
      aria-label={t('lifecycle.markSoldLabel', { title: product.title })}
    >
      <PackageOpen aria-hidden className="h-4 w-4" />
      {t('lifecycle.markSold')}
    </Button>
  );
}
