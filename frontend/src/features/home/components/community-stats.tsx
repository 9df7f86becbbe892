import { Clock, Package, ShieldCheck, Users } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { formatNumber } from '@souk/domain';
import { useFormatters } from '@/lib/format';
import { useStats } from '../api/get-stats';

export function CommunityStats() {
  const { t, i18n } = useTranslation();
  const { language } = useFormatters();
  const { data } = useStats();
  const number = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, language));

  const items = [
    { icon: Package, value: number(data?.totalProducts), label: t('stats.products') },
    { icon: Users, value: number(data?.totalUsers), label: t('stats.users') },
    { icon: Clock, value: t('stats.supportValue'), label: t('stats.support') },
    { icon: ShieldCheck, value: t('stats.secureValue'), label: t('stats.secure') },
  ];

  return (
    <section
      aria-labelledby="community-stats-title"
      className="rounded-xl bg-primary p-6 text-primary-foreground"
      lang={i18n.language}
    >
      <h2 id="community-stats-title" className="mb-4 text-xl font-bold">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {items.map(({ icon: Icon, value, label }) => (
          <div key={label} className="flex flex-col-reverse items-center gap-1 rounded-lg bg-black/15 p-4 text-center">
            <dt className="text-sm">{label}</dt>
            <dd className="flex flex-col items-center gap-1 text-2xl font-extrabold tabular-nums">
              <Icon aria-hidden className="h-6 w-6" />
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
