import { Plus } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import type { ApiCategory } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { useFormatters } from '@/lib/format';
import { useOptionText } from '@/lib/option-text';
import { useAdminCategories, useDeleteCategory } from '../api/admin-api';
import { CategoryDialog } from './category-dialog';
import { DataTable, cell } from './data-table';
import { DeleteConfirm } from './delete-confirm';
import { RowActions } from './row-actions';
import { useEditor } from './use-editor';

/** SPEC 2.13 categories tab: name, description, product count, creation date; create/edit; delete after confirmation. */
export function CategoriesTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const optionText = useOptionText();
  const categories = useAdminCategories();
  const editor = useEditor<ApiCategory>();
  const remove = useDeleteCategory();

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => editor.edit(null)}>
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
            <td className={cell}>{optionText('categoryKind', c.kind)}</td>
            <td className={cell}>
              {c.description || <span className="text-muted-foreground">{t('admin.categories.noDescription')}</span>}
            </td>
            <td className={cell}>{c.product_count}</td>
            <td className={cell}>{format.date(c.created_at)}</td>
            <td className={cell}>
              <RowActions name={c.name} onEdit={() => editor.edit(c)} onDelete={() => editor.askDelete(c)} />
            </td>
          </tr>
        ))}
      </DataTable>
      <CategoryDialog open={editor.dialogOpen} onOpenChange={editor.setDialogOpen} category={editor.editing} />
      <DeleteConfirm
        item={editor.deleting}
        onClose={editor.closeDelete}
        title={t('admin.categories.deleteTitle')}
        text={t('messages.deleteCategoryConfirm')}
        remove={remove}
        deletedKey="admin.categories.deleted"
        failedKey="admin.categories.deleteFailed"
        closeOnFailure
      />
    </div>
  );
}
