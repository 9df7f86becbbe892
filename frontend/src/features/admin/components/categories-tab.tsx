import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiCategory } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { useFormatters } from '@/lib/format';
import { useAdminCategories, useDeleteCategory } from '../api/admin-api';
import { CategoryDialog } from './category-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, cell } from './data-table';
import { adminToast } from './toasts';

/** SPEC 2.13 categories tab: name, description, product count, creation date; create/edit; delete after confirmation. */
export function CategoriesTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<ApiCategory | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<ApiCategory | null>(null);
  const remove = useDeleteCategory();

  const open = (category: ApiCategory | null) => {
    setEditing(category);
    setDialogOpen(true);
  };

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => open(null)}>
          <Plus aria-hidden className="h-4 w-4" /> {t('admin.categories.add')}
        </Button>
      </div>
      <DataTable
        caption={t('admin.tabs.categories')}
        headers={[
          t('admin.categories.name'),
          t('admin.categories.kind'),
          t('admin.categories.description'),
          t('admin.categories.count'),
          t('admin.categories.createdAt'),
          t('admin.actions'),
        ]}
        loading={categories.isPending}
        error={categories.isError}
        empty={(categories.data?.length ?? 0) === 0}
        emptyText={t('admin.categories.empty')}
      >
        {categories.data?.map((c) => (
          <tr key={c.id}>
            <td className={cell}>
              <span className="inline-flex items-center gap-2">
                <span aria-hidden className="h-3 w-3 rounded-full" style={{ backgroundColor: c.color ?? '#6b7280' }} />
                {format.categoryName(c)}
              </span>
            </td>
            <td className={cell}>{format.option('categoryKind', c.kind)}</td>
            <td className={cell}>
              {c.description || <span className="text-muted-foreground">{t('admin.categories.noDescription')}</span>}
            </td>
            <td className={cell}>{c.product_count}</td>
            <td className={cell}>{format.date(c.created_at)}</td>
            <td className={cell}>
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" aria-label={t('admin.editItem', { name: c.name })} onClick={() => open(c)}>
                  <Pencil aria-hidden className="h-4 w-4" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('admin.deleteItem', { name: c.name })}
                  onClick={() => setDeleting(c)}
                >
                  <Trash2 aria-hidden className="h-4 w-4 text-destructive" />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <CategoryDialog open={dialogOpen} onOpenChange={setDialogOpen} category={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.categories.deleteTitle')}
        text={t('messages.deleteCategoryConfirm')}
        confirmLabel={t('admin.delete')}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              adminToast.success('admin.categories.deleted');
              setDeleting(null);
            },
            onError: (error) => {
              adminToast.failure(error, 'admin.categories.deleteFailed');
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
