// The fields of each publish tab (SPEC 3 and 5), drawn from the domain's field table: one input per
// row that the form offers, its label, option list, unit and "required" read from the row, so a
// field added to the table appears here without touching this file.
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import {
  BATHROOMS_RANGE,
  CAR_YEAR_MIN,
  FLOOR_RANGE,
  KIND_FIELDS,
  labelText,
  OPTION_LABELS,
  ROOMS_RANGE,
  type CategoryKind,
  type FieldRow,
  type Label,
  type PublishFormValues,
} from '@souk/domain';
import { Field } from '@/components/form/field';
import { Textarea } from '@/components/ui/input';
import { toLanguage } from '@/lib/i18n';
import { CheckboxField, NumberField, SelectField, TextField, type Option } from './fields';

type FormRow = FieldRow & { form: string };
type Name = keyof PublishFormValues & string;

/** Bounds worth saying before the seller types (the table's parsers enforce them). */
function hintOf(row: FormRow, t: (key: string) => string, language: 'fr' | 'ar'): string | undefined {
  if (row.form === 'year') return `${CAR_YEAR_MIN} – ${new Date().getFullYear()}`;
  if (row.form === 'rooms') return `${ROOMS_RANGE.min} – ${ROOMS_RANGE.max}`;
  if (row.form === 'bathrooms') return `${BATHROOMS_RANGE.min} – ${BATHROOMS_RANGE.max}`;
  if (row.form === 'floor') return `${t('publish.floorHint')} (${FLOOR_RANGE.min} – ${FLOOR_RANGE.max})`;
  return row.unit?.[language];
}

function optionsOf(row: FormRow, language: 'fr' | 'ar'): Option[] {
  if (!row.options) return [];
  return Object.entries(OPTION_LABELS[row.options]).map(([value, label]) => ({
    value,
    label: labelText(label as Label, language),
  }));
}

function ChoiceList({ row, label }: { row: FormRow; label: string }) {
  const { i18n } = useTranslation();
  const { register } = useFormContext<PublishFormValues>();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {optionsOf(row, toLanguage(i18n.language)).map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={option.value} className="h-4 w-4 accent-primary" {...register(row.form as Name)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function LinesField({ row, label }: { row: FormRow; label: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PublishFormValues>();
  return (
    <Controller
      control={control}
      name={row.form as Name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error} description={t('publish.onePerLine')} className="sm:col-span-2">
          {(controlProps) => (
            <Textarea
              {...controlProps}
              rows={3}
              value={Array.isArray(field.value) ? field.value.join('\n') : ''}
              onChange={(event) => field.onChange(event.target.value.split('\n'))}
              onBlur={field.onBlur}
            />
          )}
        </Field>
      )}
    />
  );
}

/** The kind-specific inputs of `kind` (none under "Autres": its condition is a common field). */
export function KindFields({ kind }: { kind: CategoryKind }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const rows = Object.values(KIND_FIELDS[kind]?.fields ?? {}).filter((row): row is FormRow => typeof row.form === 'string');
  const flags = rows.filter((row) => row.type === 'bool');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {rows.map((row) => {
        const name = row.form as Name;
        const label = row.label[language];
        const required = row.required !== undefined;
        const hint = hintOf(row, t, language);
        if (row.type === 'bool') return null;
        if (row.type === 'list')
          return row.options ? (
            <ChoiceList key={name} row={row} label={label} />
          ) : (
            <LinesField key={name} row={row} label={label} />
          );
        if (row.type === 'option' || row.options) {
          return (
            <SelectField
              key={name}
              name={name}
              label={label}
              required={required}
              hint={hint}
              options={optionsOf(row, language)}
            />
          );
        }
        if (row.type === 'int') return <NumberField key={name} name={name} label={label} required={required} hint={hint} />;
        return <TextField key={name} name={name} label={label} required={required} hint={hint} autoComplete="off" />;
      })}
      {flags.length > 0 ? (
        <div className="grid gap-2 sm:col-span-2 sm:grid-cols-4">
          {flags.map((row) => (
            <CheckboxField key={row.form} name={row.form as Name} label={row.label[language]} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
