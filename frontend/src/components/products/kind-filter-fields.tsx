import { useId, useState, type KeyboardEvent } from 'react';
import {
  CAR_BRANDS,
  facetOptionLabel,
  filterOptionValues,
  filterTextValue,
  filtersOfKind,
  builtinCategoryKind,
  type KindFilter,
} from '@souk/domain';
import { useFacets } from '@/api/products/get-facets';
import type { ProductFilters } from '@/api/products/get-products';
import { Input } from '@/components/ui/input';
import type { KindFilterValues } from '@/hooks/use-product-filters';
import { useFormatters } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

type Props = {
  category: string;
  values: KindFilterValues;
  onChange: (values: KindFilterValues) => void;
  /** The search as it stands, for the counts. */
  query: ProductFilters;
};

const COMMON_BRANDS = CAR_BRANDS.filter((b) => b !== 'Autre').map(filterTextValue);

/** One facet's counts; `exact: false` when the server estimated them from a sample (a broad search at national scale). */
type FacetCounts = { exact: boolean; byValue: Map<string, number> };

/**
 * "Peugeot (1 204)"; an estimate "Peugeot (≈ 12 000)"; an option the estimate's sample did not
 * meet shows no count (it may well have some), where an exact count shows its 0.
 */
function useOptionText() {
  const format = useFormatters();
  const { t } = useTranslation();
  return (label: string, counts: FacetCounts, value: string) => {
    const count = counts.byValue.get(value);
    if (counts.exact) return t('filters.optionCount', { label, count: format.number(count ?? 0) });
    return count === undefined ? label : t('filters.optionCountApprox', { label, count: format.number(count) });
  };
}

/**
 * The chosen category's own filters (issue 26), from the domain's filter table: a set as boxes
 * with each option's count ("Peugeot (1 204)", "Peugeot (≈ 12 000)" when estimated), a range as two whole numbers, a switch as a box.
 * Counts come from GET /api/products/facets, one request per change of the search.
 */
export function KindFilterFields({ category, values, onChange, query }: Props) {
  const kind = category === 'all' ? null : builtinCategoryKind(category);
  const filters = filtersOfKind(kind ?? undefined);
  const facets = useFacets(query, filters.length > 0);
  if (filters.length === 0) return null;
  const counts = (param: string): FacetCounts => {
    const facet = facets.data?.facets.find((f) => f.param === param);
    return { exact: facet?.exact !== false, byValue: new Map(facet?.options.map((o) => [o.value, o.count]) ?? []) };
  };
  const set = (param: string, value: readonly string[] | number | true | undefined) => {
    const next: Record<string, readonly string[] | number | true> = { ...values };
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[param];
    else next[param] = value;
    onChange(next);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="kind-filters">
      {filters.map((filter) => (
        <KindFilterField key={filter.column} filter={filter} values={values} counts={counts} set={set} />
      ))}
    </div>
  );
}

type FieldProps = {
  filter: KindFilter;
  values: KindFilterValues;
  counts: (param: string) => FacetCounts;
  set: (param: string, value: readonly string[] | number | true | undefined) => void;
};

function KindFilterField({ filter, values, counts, set }: FieldProps) {
  const format = useFormatters();
  const optionText = useOptionText();
  const label = format.label(filter.label);
  const spec = filter.spec;
  if (spec.mode === 'bool') {
    const facet = counts(spec.param);
    return (
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="h-4 w-4 accent-primary" checked={values[spec.param] === true} onChange={(e) => set(spec.param, e.target.checked ? true : undefined)} />
        <span>{facet.byValue.has('true') ? optionText(label, facet, 'true') : label}</span>
      </label>
    );
  }
  if (spec.mode === 'set') return <SetField filter={filter} param={spec.param} label={label} values={values} counts={counts(spec.param)} set={set} />;
  const bounds = spec.mode === 'range' ? [spec.min, spec.max] : [spec.param];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{filter.unit ? `${label} (${format.label(filter.unit)})` : label}</legend>
      <div className="flex gap-2">
        {bounds.map((param) => (
          <NumberBound key={param} param={param} label={label} value={values[param]} set={set} />
        ))}
      </div>
    </fieldset>
  );
}

/** A whole number applied on Enter or when the field is left, so typing "2018" is one search, not four. */
function NumberBound({ param, label, value, set }: { param: string; label: string; value: unknown; set: FieldProps['set'] }) {
  const { t } = useTranslation();
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(typeof value === 'number' ? String(value) : '');
  }
  const commit = () => {
    const n = Number(text.replace(/\s/g, ''));
    set(param, text.trim() === '' || !Number.isInteger(n) || n < 0 ? undefined : n);
  };
  const bound = param.startsWith('min') ? t('filters.fieldMin', { label }) : t('filters.fieldMax', { label });
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      name={param}
      aria-label={bound}
      placeholder={param.startsWith('min') ? t('filters.from') : t('filters.to')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

type SetProps = { filter: KindFilter; param: string; label: string; values: KindFilterValues; counts: FacetCounts; set: FieldProps['set'] };

function SetField({ filter, param, label, values, counts, set }: SetProps) {
  const format = useFormatters();
  const optionText = useOptionText();
  const { t } = useTranslation();
  const id = useId();
  const [other, setOther] = useState('');
  const chosen = Array.isArray(values[param]) ? (values[param] as readonly string[]) : [];
  // Options: the list's values; for brands the common ones first, then what the counts found; a
  // value from a link is offered too.
  const listed = filterOptionValues(filter);
  const base = listed.length > 0 ? listed : param === 'brand' ? COMMON_BRANDS : [];
  const options = [...new Set([...base, ...(listed.length > 0 ? [] : counts.byValue.keys()), ...chosen])];
  const toggle = (value: string, on: boolean) => set(param, on ? [...chosen, value] : chosen.filter((v) => v !== value));
  const add = () => {
    const value = filterTextValue(other);
    if (value && !chosen.includes(value)) set(param, [...chosen, value]);
    setOther('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      <ul className="max-h-48 space-y-1 overflow-y-auto">
        {options.map((value) => {
          const name = facetOptionLabel(filter, value, format.language);
          const none = counts.exact && !counts.byValue.get(value);
          return (
            <li key={value}>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="h-4 w-4 accent-primary" checked={chosen.includes(value)} onChange={(e) => toggle(value, e.target.checked)} />
                <span className={none && !chosen.includes(value) ? 'text-muted-foreground' : undefined}>
                  {optionText(name, counts, value)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {listed.length === 0 ? (
        <div className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            {t('filters.otherValue', { label })}
          </label>
          <Input
            id={id}
            value={other}
            placeholder={t('filters.otherValue', { label })}
            onChange={(e) => setOther(e.target.value)}
            onBlur={add}
            onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
