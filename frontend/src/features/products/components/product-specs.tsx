import { Briefcase, Car, Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiProduct } from '@souk/domain';
import { useFormatters } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

type Row = { label: string; value: ReactNode };

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

function SpecGroup({ title, icon, rows }: { title: string; icon: ReactNode; rows: Row[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg bg-muted/60 p-4 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="text-end font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Kind-specific details of SPEC 2.6 (car_*, real_estate_*, job_*), labelled with the domain's option lists. */
export function ProductSpecs({ product }: { product: ApiProduct }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const option = format.option;
  const yesNo = (value: boolean | null) => (value ? t('common.yes') : t('common.no'));
  const number = (value: number) => new Intl.NumberFormat(intlLocale(format.language)).format(value);

  const rows = (entries: Array<[string, unknown, () => ReactNode]>): Row[] =>
    entries.filter(([, raw]) => present(raw)).map(([key, , render]) => ({ label: t(`specs.${key}`), value: render() }));

  const general = rows([['condition', product.condition, () => option('productCondition', product.condition)]]);

  const car = rows([
    ['brand', product.car_brand, () => option('carBrand', product.car_brand)],
    ['model', product.car_model, () => product.car_model],
    ['year', product.car_year, () => String(product.car_year)],
    ['mileage', product.car_mileage, () => t('specs.km', { value: number(product.car_mileage ?? 0) })],
    ['fuel', product.car_fuel_type, () => option('fuelType', product.car_fuel_type)],
    ['transmission', product.car_transmission, () => option('transmission', product.car_transmission)],
    ['carCondition', product.car_condition, () => option('carCondition', product.car_condition)],
    ['color', product.car_color, () => product.car_color],
    ['doors', product.car_doors, () => String(product.car_doors)],
    ['engine', product.car_engine_size, () => String(product.car_engine_size)],
    [
      'equipment',
      product.car_equipment?.length ? product.car_equipment : null,
      () => (product.car_equipment ?? []).map((key) => option('carEquipment', key)).join(', '),
    ],
  ]);

  const realEstate = rows([
    ['propertyType', product.real_estate_type, () => option('propertyType', product.real_estate_type)],
    ['rooms', product.real_estate_rooms, () => String(product.real_estate_rooms)],
    ['bathrooms', product.real_estate_bathrooms, () => String(product.real_estate_bathrooms)],
    ['surface', product.real_estate_surface, () => t('specs.squareMeters', { value: number(product.real_estate_surface ?? 0) })],
    [
      'floor',
      product.real_estate_floor,
      () => (product.real_estate_floor === 0 ? t('specs.groundFloor') : String(product.real_estate_floor)),
    ],
    ['furnished', product.real_estate_furnished, () => yesNo(product.real_estate_furnished)],
    ['parking', product.real_estate_parking, () => yesNo(product.real_estate_parking)],
    ['garden', product.real_estate_garden, () => yesNo(product.real_estate_garden)],
    ['balcony', product.real_estate_balcony, () => yesNo(product.real_estate_balcony)],
    ['propertyCondition', product.real_estate_condition, () => option('propertyCondition', product.real_estate_condition)],
  ]);

  const salary =
    present(product.job_salary_min) || present(product.job_salary_max)
      ? [product.job_salary_min, product.job_salary_max]
          .filter((v): v is number => present(v))
          .map((v) => format.price({ price: v, currency: 'TND', is_free: false }))
          .join(' – ')
      : null;

  const job = rows([
    ['company', product.job_company, () => product.job_company],
    ['contract', product.job_type, () => option('contractType', product.job_type)],
    ['sector', product.job_sector, () => option('sector', product.job_sector)],
    ['experience', product.job_experience, () => option('experienceLevel', product.job_experience)],
    ['education', product.job_education, () => option('educationLevel', product.job_education)],
    ['salary', salary, () => t('specs.perMonth', { salary })],
    ['remote', product.job_remote, () => yesNo(product.job_remote)],
    ['urgency', product.job_urgency, () => option('urgencyLevel', product.job_urgency)],
    ['benefits', product.job_benefits?.length ? product.job_benefits : null, () => (product.job_benefits ?? []).join(', ')],
  ]);

  return (
    <div className="space-y-4">
      <SpecGroup title={t('specs.general')} icon={null} rows={general} />
      <SpecGroup title={t('specs.car')} icon={<Car aria-hidden className="h-4 w-4" />} rows={car} />
      <SpecGroup title={t('specs.realEstate')} icon={<Home aria-hidden className="h-4 w-4" />} rows={realEstate} />
      <SpecGroup title={t('specs.job')} icon={<Briefcase aria-hidden className="h-4 w-4" />} rows={job} />
    </div>
  );
}
