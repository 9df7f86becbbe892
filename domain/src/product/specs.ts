// The detail page's spec rows, read from the field table's labels (field-labels.ts, without zod):
// one labelled, formatted value per kind-specific field the product has, in the reader's language.
import type { Language } from '../constants';
import { MESSAGES, MESSAGES_AR } from '../messages';
import { OPTION_LABELS, optionLabel } from '../options';
import { formatNumber } from '../numbers';
import { COMPONENT_FIELD_LABELS, type ComponentName, type FieldLabels } from './field-labels';
import type { ApiProduct } from './contract';

export interface SpecRow {
  /** API key of the field ('car_brand'); 'condition' for the product's condition. */
  key: string;
  label: string;
  value: string;
}

export interface SpecGroup {
  component: ComponentName | 'general';
  rows: SpecRow[];
}

function formatValue(row: FieldLabels, value: unknown, language: Language): string {
  const texts = language === 'ar' ? MESSAGES_AR : MESSAGES;
  const labelOf = (v: string) => (row.options ? optionLabel(OPTION_LABELS[row.options], v, language) : v);
  if (row.type === 'bool') return value ? texts.yes : texts.no;
  if (row.type === 'list') return (value as string[]).map(labelOf).join(', ');
  if (row.type === 'option' || row.type === 'text') return labelOf(String(value));
  if (row.key === 'real_estate_floor' && value === 0) return texts.groundFloor;
  const unit = row.unit ? ` ${row.unit[language]}` : '';
  return `${row.key === 'car_year' ? String(value) : formatNumber(Number(value), language)}${unit}`;
}

const shown = (value: unknown) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The product's condition, then each component's filled fields, in table order. */
export function productSpecGroups(product: ApiProduct, language: Language): SpecGroup[] {
  const record = product as unknown as Record<string, unknown>;
  const groups: SpecGroup[] = [];
  if (shown(product.condition)) {
    const label = (language === 'ar' ? MESSAGES_AR : MESSAGES).conditionLabel;
    groups.push({ component: 'general', rows: [{ key: 'condition', label, value: optionLabel(OPTION_LABELS.productCondition, product.condition, language) }] });
  }
  for (const { component, fields } of COMPONENT_FIELD_LABELS) {
    const rows = Object.values(fields)
      .filter((row) => shown(record[row.key]))
      .map((row) => ({ key: row.key, label: row.label[language], value: formatValue(row, record[row.key], language) }));
    if (rows.length > 0) groups.push({ component, rows });
  }
  return groups;
}
