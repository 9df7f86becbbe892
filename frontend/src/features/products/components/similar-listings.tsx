import { ProductList } from '@/components/products/product-list';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';
import { useSimilarProducts } from '../api/get-similar';

/** 'Annonces similaires' under a listing (issue 28); nothing at all when there is none. */
export function SimilarListings({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const query = useSimilarProducts(productId);
  if (query.isSuccess && query.data.data.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className="space-y-3">
      <h2 id="similar-title" className="text-lg font-semibold">
        {t('product.similar')}
      </h2>
      <ProductList query={query} getHref={(product) => paths.product.getHref(product.id)} />
    </section>
  );
}
