import { FolderTree, MessageSquare, Package, Users } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormatters } from '@/lib/format';
import { useAdminProducts, useAdminStats, useBannerFigures, type MonthChange } from '../api/admin-api';
import { DataTable, cell } from './data-table';

export type AdminTab = 'dashboard' | 'products' | 'categories' | 'users' | 'reports';

function Change({ change }: { change: MonthChange }) {
  const { t } = useTranslation();
  if (change.changePercent === null) return <span>{t('admin.dashboard.noPrevious', { count: change.current })}</span>;
  const sign = change.changePercent > 0 ? '+' : '';
  return <span dir="ltr">{t('admin.dashboard.change', { value: `${sign}${change.changePercent}%` })}</span>;
}

function StatCard({
  icon: Icon,
  label,
  value,
  caption,
}: {
  icon: typeof Package;
  label: string;
  value: number;
  caption: React.ReactNode;
}) {
  return (
    <div className="rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>{label}</span>
        <Icon aria-hidden className="h-5 w-5" />
      </div>
      <p className="mt-2 text-3xl font-bold">{value.toLocaleString()}</p>
      <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
    </div>
  );
}

/** SPEC 2.13 dashboard: four cards from real counts with month-over-month change, 5 recent listings, quick actions, banner figures. */
export function DashboardTab({ onNavigate }: { onNavigate: (tab: AdminTab) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const stats = useAdminStats();
  const recent = useAdminProducts({ pageSize: 5 });
  const banners = useBannerFigures();

  return (
    <div className="space-y-6">
      {stats.isPending ? (
        <Spinner label={t('common.loading')} className="py-8" />
      ) : stats.isError ? (
        <p role="alert" className="text-destructive">
          {t('admin.loadFailed')}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            icon={Package}
            label={t('admin.dashboard.products')}
            value={stats.data.totalProducts}
            caption={
              <>
                {t('admin.dashboard.recentProducts', { count: stats.data.recentProducts })} ·{' '}
                <Change change={stats.data.monthOverMonth.products} />
              </>
            }
          />
          <StatCard
            icon={Users}
            label={t('admin.dashboard.users')}
            value={stats.data.totalUsers}
            caption={
              <>
                {t('admin.dashboard.activeUsers', { count: stats.data.activeUsers })} ·{' '}
                <Change change={stats.data.monthOverMonth.users} />
              </>
            }
          />
          <StatCard
            icon={FolderTree}
            label={t('admin.dashboard.categories')}
            value={stats.data.totalCategories}
            caption={t('admin.dashboard.allActive')}
          />
          <StatCard
            icon={MessageSquare}
            label={t('admin.dashboard.orders')}
            value={stats.data.totalOrders}
            caption={<Change change={stats.data.monthOverMonth.orders} />}
          />
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="admin-recent" className="space-y-3 lg:col-span-2">
          <h2 id="admin-recent" className="text-lg font-semibold">
            {t('admin.dashboard.recentTitle')}
          </h2>
          <DataTable
            caption={t('admin.dashboard.recentTitle')}
            headers={[
              t('admin.products.title'),
              t('admin.products.category'),
              t('admin.products.location'),
              t('admin.products.price'),
              t('admin.products.date'),
            ]}
            loading={recent.isPending}
            error={recent.isError}
            empty={(recent.data?.data.length ?? 0) === 0}
            emptyText={t('admin.products.empty')}
          >
            {recent.data?.data.map((p) => (
              <tr key={p.id}>
                <td className={cell} dir="auto">
                  {p.title}
                </td>
                <td className={cell}>{format.categoryName(p.category)}</td>
                <td className={cell}>{p.location}</td>
                <td className={cell}>{format.price(p)}</td>
                <td className={cell}>{format.date(p.created_at)}</td>
              </tr>
            ))}
          </DataTable>
        </section>
        <section aria-labelledby="admin-quick" className="space-y-3">
          <h2 id="admin-quick" className="text-lg font-semibold">
            {t('admin.dashboard.quickActions')}
          </h2>
          <div className="flex flex-col gap-2">
            <Button variant="outline" onClick={() => onNavigate('products')}>
              <Package aria-hidden className="h-4 w-4" /> {t('admin.dashboard.manageProducts')}
            </Button>
            <Button variant="outline" onClick={() => onNavigate('categories')}>
              <FolderTree aria-hidden className="h-4 w-4" /> {t('admin.dashboard.manageCategories')}
            </Button>
            <Button variant="outline" onClick={() => onNavigate('users')}>
              <Users aria-hidden className="h-4 w-4" /> {t('admin.dashboard.manageUsers')}
            </Button>
          </div>
        </section>
      </div>

      <section aria-labelledby="admin-banners" className="space-y-3">
        <h2 id="admin-banners" className="text-lg font-semibold">
          {t('admin.banners.title')}
        </h2>
        <DataTable
          caption={t('admin.banners.title')}
          headers={[
            t('admin.banners.banner'),
            t('admin.banners.status'),
            t('admin.banners.impressions'),
            t('admin.banners.clicks'),
            t('admin.banners.ctr'),
            t('admin.banners.today'),
          ]}
          loading={banners.isPending}
          error={banners.isError}
          empty={(banners.data?.length ?? 0) === 0}
          emptyText={t('admin.banners.empty')}
        >
          {banners.data?.map((b) => {
            const today = b.daily[0];
            return (
              <tr key={b.id}>
                <td className={cell} dir="auto">
                  {b.title}
                </td>
                <td className={cell}>{b.published ? t('admin.banners.published') : t('admin.banners.draft')}</td>
                <td className={cell}>{b.impressions}</td>
                <td className={cell}>{b.clicks}</td>
                <td className={cell} dir="ltr">
                  {b.ctr === null ? '—' : `${b.ctr} %`}
                </td>
                <td className={cell} dir="ltr">
                  {today ? `${today.day}: ${today.impressions} / ${today.clicks}` : '—'}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </section>
    </div>
  );
}
