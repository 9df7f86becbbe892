import { TrendingUp } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { leadPhotoIndex, POPULAR_PRODUCTS_MAX, type ApiProduct } from '@souk/domain';
import { usePromotedProducts } from '@/api/products/get-promoted-products';
import { ProductCard } from '@/components/products/product-card';

/** Up to 6 promoted products, each marked 'Tendance' (SPEC 2.3); hidden when there are none. */
export function PopularProducts({ getHref }: { getHref: (product: ApiProduct) => string }) {
  const { t } = useTranslation();
  const { data, isPending } = usePromotedProducts();
  const products = (data?.data ?? []).slice(0, POPULAR_PRODUCTS_MAX);
  // While the promoted products load, their row keeps its place: the listing below does not jump
  // down when they arrive (layout shift on the home page's first paint).
  if (isPending) return <PopularPlaceholder title={t('home.popularTitle')} />;
  if (products.length === 0) return null;
  const lead = leadPhotoIndex(products);

  return (
    <section aria-labelledby="popular-products-title" className="space-y-3">
      <h2 id="popular-products-title" className="flex items-center gap-2 text-xl font-bold">
        <TrendingUp aria-hidden className="h-5 w-5 text-violet-700 dark:text-violet-400" />
        {t('home.popularTitle')}
      </h2>
      <ul className="scrollbar-none flex snap-x gap-4 overflow-x-auto p-1 pb-2">
        {products.map((product, index) => (
          <li key={product.id} className="w-60 shrink-0 snap-start [&>article]:h-full">
            {/* The carousel opens the page: its first photo is the one to paint first. Its height is
                its tallest card's, so every card is drawn at once (none comes in later and moves the page). */}
            <ProductCard product={product} to={getHref(product)} trending priority={index === lead} drawnOffScreen />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PopularPlaceholder({ title }: { title: string }) {
  return (
    <section aria-hidden className="space-y-3">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <TrendingUp className="h-5 w-5 text-violet-700 dark:text-violet-400" />
        {title}
      </h2>
      <div className="flex gap-4 overflow-hidden p-1 pb-2">
        {[0, 1].map((i) => (
          <div key={i} className="w-60 shrink-0 overflow-hidden rounded-lg border bg-card">
            <div className="aspect-[4/3] animate-pulse bg-muted" />
            <div className="h-32" />
          </div>
        ))}
      </div>
    </section>
  );
}
