import { CheckCircle2, Info, ShieldCheck } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSiteInfo } from '../api/site-info';

const FEATURES = ['create', 'edit', 'delete', 'categories', 'dashboard'] as const;

/** /admin-info (SPEC 2.14): the demo admin account is shown only while demo data is seeded (ARCHITECTURE decision 1). */
export function AdminInfoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.adminInfo'));
  const info = useSiteInfo();

  return (
    <div className="container max-w-3xl space-y-6 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <ShieldCheck aria-hidden className="h-7 w-7 text-primary" /> {t('adminInfo.title')}
      </h1>
      {info.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : info.data?.demoAdmin ? (
        <section
          aria-labelledby="demo-account"
          className="rounded-lg border border-sky-700 bg-sky-50 p-4 text-sky-950 dark:bg-sky-950 dark:text-sky-50"
        >
          <h2 id="demo-account" className="flex items-center gap-2 font-semibold">
            <Info aria-hidden className="h-5 w-5" /> {t('adminInfo.demoTitle')}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt>{t('adminInfo.email')}</dt>
            <dd dir="ltr" className="font-mono">
              {info.data.demoAdmin.email}
            </dd>
            <dt>{t('adminInfo.password')}</dt>
            <dd dir="ltr" className="font-mono">
              {info.data.demoAdmin.password}
            </dd>
          </dl>
        </section>
      ) : (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">{t('adminInfo.noDemo')}</p>
      )}
      <section aria-labelledby="admin-features" className="space-y-2">
        <h2 id="admin-features" className="text-lg font-semibold">
          {t('adminInfo.featuresTitle')}
        </h2>
        <ul className="space-y-1">
          {FEATURES.map((f) => (
            <li key={f} className="flex items-center gap-2">
              <CheckCircle2 aria-hidden className="h-4 w-4 text-emerald-700" /> {t(`adminInfo.features.${f}`)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="admin-steps" className="space-y-2">
        <h2 id="admin-steps" className="text-lg font-semibold">
          {t('adminInfo.stepsTitle')}
        </h2>
        <ol className="list-decimal space-y-1 ps-6">
          <li>{t('adminInfo.step1')}</li>
          <li>{t('adminInfo.step2')}</li>
          <li>{t('adminInfo.step3')}</li>
        </ol>
        <p className="text-sm text-muted-foreground">{t('adminInfo.normalUsers')}</p>
      </section>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.auth.getHref()}>{t('adminInfo.signIn')}</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.home.getHref()}>{t('common.backHome')}</Link>
        </Button>
      </div>
    </div>
  );
}
