import { Link } from 'react-router-dom';
import { landingBreadcrumbs, type LandingPair } from '@souk/domain';
import { useFormatters } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** Home › the category › the page, above a category × governorate page's heading (issue 26). */
export function LandingBreadcrumbs({ pair }: { pair: LandingPair }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const crumbs = landingBreadcrumbs(pair);
  return (
    <nav aria-label={t('productsPage.breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {format.label(crumb.label)}
                </span>
              ) : (
                <>
                  <Link to={crumb.href} className="underline-offset-4 hover:underline">
                    {format.label(crumb.label)}
                  </Link>
                  <span aria-hidden>›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
