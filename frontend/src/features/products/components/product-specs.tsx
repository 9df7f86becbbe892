import { Briefcase, Car, Home } from '@/components/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { productSpecGroups, type ApiProduct, type SpecGroup } from '@souk/domain';
import { useFormatters } from '@/lib/format';

const GROUPS: Record<SpecGroup['component'], { titleKey: string; icon: ReactNode }> = {
  general: { titleKey: 'specs.general', icon: null },
  car: { titleKey: 'specs.car', icon: <Car aria-hidden className="h-4 w-4" /> },
  real_estate: { titleKey: 'specs.realEstate', icon: <Home aria-hidden className="h-4 w-4" /> },
  job: { titleKey: 'specs.job', icon: <Briefcase aria-hidden className="h-4 w-4" /> },
};

/** Kind-specific details of SPEC 2.6: the rows, labels and formats come from the domain's field table. */
export function ProductSpecs({ product }: { product: ApiProduct }) {
  const { t } = useTranslation();
  const { language } = useFormatters();
  return (
    <div className="space-y-4">
      {productSpecGroups(product, language).map((group) => (
        <section key={group.component} className="space-y-2">
          <h3 className="flex items-center gap-2 font-semibold">
            {GROUPS[group.component].icon}
            {t(GROUPS[group.component].titleKey)}
          </h3>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg bg-muted/60 p-4 text-sm sm:grid-cols-2">
            {group.rows.map((row) => (
              <div key={row.key} className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="text-end font-medium" dir="auto">
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
