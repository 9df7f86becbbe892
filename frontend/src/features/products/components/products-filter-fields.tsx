import { PRODUCTS_PAGE_CATEGORIES, PRODUCTS_PAGE_CITIES } from '@souk/domain';
import { FilterSelects } from '@/components/products/filter-selects';
import { KindFilterFields } from '@/components/products/kind-filter-fields';
import { PriceRangeField } from '@/components/products/price-range-field';
import type { ProductFiltersController } from '@/hooks/use-product-filters';

/**
 * The fields of /products' filter panel (SPEC 2.18). Loaded when the panel first opens: Radix's
 * select and slider are a fifth of the page's code, and most visitors never open the panel.
 */
export function ProductsFilterFields({ controller }: { controller: ProductFiltersController }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <FilterSelects
          controller={controller}
          fields={['category', 'condition', 'location']}
          categories={PRODUCTS_PAGE_CATEGORIES}
          cities={PRODUCTS_PAGE_CITIES}
        />
      </div>
      <PriceRangeField price={controller.price} />
      <KindFilterFields
        category={controller.filters.category}
        values={controller.filters.fields}
        onChange={(fields) => controller.setFilters({ fields })}
        query={controller.query}
      />
    </>
  );
}
