import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Spinner } from '@/components/ui/spinner';

type DataTableProps = {
  caption: string;
  headers: string[];
  loading: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
};

/** A captioned table that scrolls sideways on phones, with loading, error and empty states. */
export function DataTable({ caption, headers, loading, error, empty, emptyText, children }: DataTableProps) {
  const { t } = useTranslation();
  if (loading) return <Spinner label={t('common.loading')} className="py-10" />;
  if (error) {
    return (
      <p role="alert" className="py-8 text-center text-destructive">
        {t('admin.loadFailed')}
      </p>
    );
  }
  if (empty) return <p className="py-8 text-center text-muted-foreground">{emptyText}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-start">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-start font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

export const cell = 'px-3 py-2 align-middle';
