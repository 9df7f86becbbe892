import { Package, X } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import {
  assistantChips,
  assistantProductQuery,
  facetOptionLabel,
  filterOfParam,
  toProductListParams,
  getCategory,
  isCategorySlug,
  resolveCity,
  type AssistantChip,
  type AssistantFilters,
  type ApiProduct,
  responsiveImage,
} from '@souk/domain';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { useOptionText } from '@/lib/option-text';
import { useAssistantListings } from '../api/search-listings';
import { CreateAlertButton } from '@/components/alerts/create-alert-button';

function useChipLabel() {
  const { t } = useTranslation();
  const format = useFormatters();
  const optionText = useOptionText();
  const dt = (price: number) => format.price({ price, currency: 'TND', is_free: false });
  return (chip: AssistantChip): string => {
    switch (chip.kind) {
      case 'category':
        return isCategorySlug(chip.value) ? format.categoryName(getCategory(chip.value)) : chip.value;
      case 'city': {
        const city = resolveCity(chip.value);
        return city ? (format.language === 'ar' ? city.name_ar : city.name) : chip.value;
      }
      case 'minPrice':
        return t('chatWidgets.minPrice', { price: dt(chip.value) });
      case 'maxPrice':
        return t('chatWidgets.maxPrice', { price: dt(chip.value) });
      case 'condition':
        return optionText('productCondition', chip.value) || chip.value;
      case 'freeOnly':
        return t('chatWidgets.free');
      case 'cheapest':
        return t('chatWidgets.cheapest');
      case 'keyword':
        return chip.value;
      case 'filter': {
        // A category field (issue 26): "Diesel", "Peugeot", "Kilométrage ≤ 100 000", "Meublé".
        const filter = filterOfParam(chip.param);
        if (!filter) return String(chip.value);
        const label = format.label(filter.label);
        if (chip.value === true) return label;
        if (typeof chip.value === 'number') return `${label} ${chip.param.startsWith('min') ? '≥' : '≤'} ${format.number(chip.value)}`;
        return facetOptionLabel(filter, chip.value, format.language);
      }
    }
  };
}

function ListingCard({ product }: { product: ApiProduct }) {
  const format = useFormatters();
  const image = responsiveImage(product.images[0], product.image_url, '');
  return (
    <li>
      <Link
        to={paths.product.getHref(product.id)}
        className="flex items-center gap-3 rounded-lg border p-2 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {image ? (
          <img src={image.src} alt="" className="h-14 w-14 shrink-0 rounded-md object-cover" loading="lazy" />
        ) : (
          <span aria-hidden className="flex h-14 w-14 shrink-0 items-center justify-center rounded-md bg-muted">
            <Package className="h-5 w-5 text-muted-foreground" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span dir="auto" className="block truncate text-sm font-medium">
            {product.title}
          </span>
          <span className="block text-sm font-bold text-primary">{format.price(product)}</span>
          <span dir="auto" className="block truncate text-xs text-muted-foreground">
            {product.location}
          </span>
        </span>
      </Link>
    </li>
  );
}

type AssistantResultsProps = {
  filters: AssistantFilters;
  onRemoveChip: (chip: AssistantChip) => void;
  onNavigate: () => void;
};

/** What the assistant understood (removable chips), how many listings match, the first three, and the link to all. */
export function AssistantResults({ filters, onRemoveChip, onNavigate }: AssistantResultsProps) {
  const { t } = useTranslation();
  const label = useChipLabel();
  const chips = assistantChips(filters);
  const query = assistantProductQuery(filters);
  const listings = useAssistantListings(chips.length > 0 ? query : null);
  const total = listings.data?.meta.pagination.total ?? 0;
  const href = `${paths.products.getHref()}?${new URLSearchParams(Object.entries(toProductListParams(query)).map(([k, v]) => [k, String(v)])).toString()}`;

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{t('chatWidgets.understood')}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('chatWidgets.understood')}>
        {chips.map((chip) => {
          const text = label(chip);
          return (
            <li key={`${chip.kind}:${'value' in chip ? chip.value : ''}`}>
              <span className="inline-flex items-center gap-1 rounded-full border bg-background py-0.5 pe-1 ps-2.5 text-xs font-medium">
                <span dir="auto">{text}</span>
                <button
                  type="button"
                  onClick={() => onRemoveChip(chip)}
                  aria-label={t('chatWidgets.removeChip', { label: text })}
                  className="rounded-full p-0.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X aria-hidden className="h-3 w-3" />
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {chips.length === 0 ? null : listings.isPending ? (
        <Spinner label={t('chatWidgets.searching')} className="py-2" />
      ) : listings.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('chatWidgets.searchError')}
        </p>
      ) : total === 0 ? (
        <p className="text-sm">{t('chatWidgets.noResults')}</p>
      ) : (
        <>
          <p className="text-sm font-semibold">{t('chatWidgets.results', { count: total })}</p>
          <ul className="space-y-2">
            {listings.data?.data.map((product) => (
              <ListingCard key={product.id} product={product} />
            ))}
          </ul>
          <Link
            to={href}
            onClick={onNavigate}
            className="inline-block text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('chatWidgets.seeAll', { count: total })}
          </Link>
          <CreateAlertButton query={query} size="sm" />
        </>
      )}
    </div>
  );
}
