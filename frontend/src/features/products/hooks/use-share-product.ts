import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import type { ApiProduct } from '@souk/domain';

/** SPEC 8 sharing: the Web Share API, else the clipboard, else an error toast. */
export function useShareProduct() {
  const { t } = useTranslation();
  return async (product: Pick<ApiProduct, 'id' | 'title'>) => {
    const url = new URL(paths.product.getHref(product.id), window.location.origin).toString();
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: product.title, text: product.title, url });
        toast.success(t('share.shared'));
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t('share.failed'));
    }
  };
}
