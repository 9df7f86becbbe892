// The fields of each publish tab (SPEC 3 and 5), labelled with the domain's option lists in fr/ar.
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CAR_BRANDS,
  CAR_BRANDS_LABELS,
  CAR_CONDITIONS,
  CAR_CONDITIONS_LABELS,
  CAR_CONDITIONS_LABELS_AR,
  CAR_EQUIPMENT_KEYS,
  CAR_EQUIPMENT_KEYS_LABELS,
  CAR_EQUIPMENT_KEYS_LABELS_AR,
  CAR_YEAR_MIN,
  CONTRACT_TYPES,
  CONTRACT_TYPES_LABELS,
  CONTRACT_TYPES_LABELS_AR,
  EDUCATION_LEVELS,
  EDUCATION_LEVELS_LABELS,
  EDUCATION_LEVELS_LABELS_AR,
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVELS_LABELS,
  EXPERIENCE_LEVELS_LABELS_AR,
  FUEL_TYPES,
  FUEL_TYPES_LABELS,
  FUEL_TYPES_LABELS_AR,
  PRODUCT_CONDITIONS,
  PRODUCT_CONDITIONS_LABELS,
  PRODUCT_CONDITIONS_LABELS_AR,
  PROPERTY_CONDITIONS,
  PROPERTY_CONDITIONS_LABELS,
  PROPERTY_CONDITIONS_LABELS_AR,
  PROPERTY_TYPES,
  PROPERTY_TYPES_LABELS,
  PROPERTY_TYPES_LABELS_AR,
  SECTORS,
  SECTORS_LABELS,
  SECTORS_LABELS_AR,
  TRANSMISSIONS,
  TRANSMISSIONS_LABELS,
  TRANSMISSIONS_LABELS_AR,
  URGENCY_LEVELS,
  URGENCY_LEVELS_LABELS,
  URGENCY_LEVELS_LABELS_AR,
  type PublishFormValues,
} from '@souk/domain';
import { Textarea } from '@/components/ui/input';
import { Field } from '@/components/form/field';
import { CheckboxField, NumberField, SelectField, TextField, type Option } from './fields';

type Labels = Readonly<Record<string, string>>;

function useOptions() {
  const { i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (values: readonly string[], fr: Labels, arLabels?: Labels): Option[] =>
    values.map((value) => ({ value, label: (ar ? arLabels?.[value] : undefined) ?? fr[value] ?? value }));
}

export function CarFields() {
  const { t } = useTranslation();
  const options = useOptions();
  const year = new Date().getFullYear();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField name="brand" label={t('specs.brand')} required options={options(CAR_BRANDS, CAR_BRANDS_LABELS)} />
      <TextField name="model" label={t('specs.model')} required autoComplete="off" />
      <NumberField name="year" label={t('specs.year')} required hint={`${CAR_YEAR_MIN} – ${year}`} />
      <SelectField
        name="condition"
        label={t('specs.carCondition')}
        required
        options={options(CAR_CONDITIONS, CAR_CONDITIONS_LABELS, CAR_CONDITIONS_LABELS_AR)}
      />
      <NumberField name="mileage" label={t('specs.mileage')} />
      <SelectField
        name="transmission"
        label={t('specs.transmission')}
        options={options(TRANSMISSIONS, TRANSMISSIONS_LABELS, TRANSMISSIONS_LABELS_AR)}
      />
      <SelectField
        name="fuelType"
        label={t('specs.fuel')}
        options={options(FUEL_TYPES, FUEL_TYPES_LABELS, FUEL_TYPES_LABELS_AR)}
      />
      <TextField name="color" label={t('specs.color')} autoComplete="off" />
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">{t('specs.equipment')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {options(CAR_EQUIPMENT_KEYS, CAR_EQUIPMENT_KEYS_LABELS, CAR_EQUIPMENT_KEYS_LABELS_AR).map((option) => (
            <EquipmentBox key={option.value} value={option.value} label={option.label} />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function EquipmentBox({ value, label }: { value: string; label: string }) {
  const { register } = useFormContext<PublishFormValues>();
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" value={value} className="h-4 w-4 accent-primary" {...register('equipment')} />
      {label}
    </label>
  );
}

export function RealEstateFields() {
  const { t } = useTranslation();
  const options = useOptions();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="realEstateType"
        label={t('specs.propertyType')}
        required
        options={options(PROPERTY_TYPES, PROPERTY_TYPES_LABELS, PROPERTY_TYPES_LABELS_AR)}
      />
      <NumberField name="surface" label={t('specs.surface')} required hint="m²" />
      <NumberField name="rooms" label={t('specs.rooms')} required hint="0 – 20" />
      <NumberField name="bathrooms" label={t('specs.bathrooms')} hint="0 – 10" />
      <NumberField name="floor" label={t('specs.floor')} hint={t('publish.floorHint')} />
      <SelectField
        name="realEstateCondition"
        label={t('specs.propertyCondition')}
        options={options(PROPERTY_CONDITIONS, PROPERTY_CONDITIONS_LABELS, PROPERTY_CONDITIONS_LABELS_AR)}
      />
      <div className="grid gap-2 sm:col-span-2 sm:grid-cols-4">
        <CheckboxField name="furnished" label={t('specs.furnished')} />
        <CheckboxField name="parking" label={t('specs.parking')} />
        <CheckboxField name="garden" label={t('specs.garden')} />
        <CheckboxField name="balcony" label={t('specs.balcony')} />
      </div>
    </div>
  );
}

export function JobFields() {
  const { t } = useTranslation();
  const options = useOptions();
  const { control } = useFormContext<PublishFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="jobType"
        label={t('specs.contract')}
        required
        options={options(CONTRACT_TYPES, CONTRACT_TYPES_LABELS, CONTRACT_TYPES_LABELS_AR)}
      />
      <SelectField
        name="jobSector"
        label={t('specs.sector')}
        required
        options={options(SECTORS, SECTORS_LABELS, SECTORS_LABELS_AR)}
      />
      <SelectField
        name="jobExperience"
        label={t('specs.experience')}
        options={options(EXPERIENCE_LEVELS, EXPERIENCE_LEVELS_LABELS, EXPERIENCE_LEVELS_LABELS_AR)}
      />
      <SelectField
        name="jobEducation"
        label={t('specs.education')}
        options={options(EDUCATION_LEVELS, EDUCATION_LEVELS_LABELS, EDUCATION_LEVELS_LABELS_AR)}
      />
      <NumberField name="jobSalaryMin" label={t('publish.salaryMin')} />
      <NumberField name="jobSalaryMax" label={t('publish.salaryMax')} />
      <SelectField
        name="jobUrgency"
        label={t('specs.urgency')}
        options={options(URGENCY_LEVELS, URGENCY_LEVELS_LABELS, URGENCY_LEVELS_LABELS_AR)}
      />
      <TextField name="jobCompany" label={t('specs.company')} autoComplete="organization" />
      <CheckboxField name="jobRemote" label={t('specs.remote')} />
      <Controller
        control={control}
        name="jobBenefits"
        render={({ field, fieldState }) => (
          <Field label={t('publish.benefits')} error={fieldState.error} className="sm:col-span-2">
            {(controlProps) => (
              <Textarea
                {...controlProps}
                rows={3}
                value={(field.value ?? []).join('\n')}
                onChange={(event) => field.onChange(event.target.value.split('\n'))}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      />
    </div>
  );
}

export function OtherFields() {
  const { t } = useTranslation();
  const options = useOptions();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="condition"
        label={t('publish.condition')}
        options={options(PRODUCT_CONDITIONS, PRODUCT_CONDITIONS_LABELS, PRODUCT_CONDITIONS_LABELS_AR)}
      />
    </div>
  );
}
