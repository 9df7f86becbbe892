import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ALL_CATEGORIES_OPTION } from '@souk/domain';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/select';
import { useCategories } from '@/hooks/use-categories';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFormatters } from '@/lib/format';
import { useAdminProducts, useDeleteProduct, type AdminProduct } from '../api/admin-api';
import { DataTable, cell } from './data-table';
import { DeleteConfirm } from './delete-confirm';
import { ProductDialog } from './product-dialog';
import { RowActions } from './row-actions';
import { TabToolbar } from './tab-toolbar';
import { useEditor } from './use-editor';

/** SPEC 2.13 products tab: search over title and description, category filter, table, create/edit, delete after confirmation. */
export function ProductsTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { categories } = useCategories();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const debounced = useDebouncedValue(search.trim(), 300);
  const products = useAdminProducts({ search: debounced, category, pageSize: 50 });
  const editor = useEditor<AdminProduct>();
  const remove = useDeleteProduct();

  return (
    <div className="space-y-4">
      <TabToolbar
        searchLabel={t('admin.products.search')}
        search={search}
        onSearch={setSearch}
        addLabel={t('admin.products.add')}
        onAdd={() => editor.edit(null)}
      >
        <Select
          className="sm:w-56"
          label={t('admin.products.category')}
          showLabel={false}
          value={category}
          onValueChange={setCategory}
          options={[
            { value: ALL_CATEGORIES_OPTION.value, label: format.label(ALL_CATEGORIES_OPTION.label) },
            ...categories.map((c) => ({ value: c.slug, label: format.categoryName(c) })),
          ]}
        />
      </TabToolbar>
      <DataTable
        caption={t('admin.tabs.products')}
        headers={[
          t('admin.products.title'),
          t('admin.products.price'),
          t('admin.products.category'),
          t('admin.products.location'),
          t('admin.products.status'),
          t('admin.products.likes'),
          t('admin.products.date'),
          t('admin.actions'),
        ]}
        loading={products.isPending}
        error={products.isError}
        empty={(products.data?.data.length ?? 0) === 0}
        emptyText={t('admin.products.empty')}
      >
        {products.data?.data.map((p) => (
          <tr key={p.id}>
            <td className={cell} dir="auto">
              {p.title} {p.is_hidden ? <Badge tone="danger">{t('admin.products.hidden')}</Badge> : null}
            </td>
            <td className={cell}>{p.is_free ? <Badge tone="success">{t('messages.free')}</Badge> : format.price(p)}</td>
            <td className={cell}>{format.categoryName(p.category)}</td>
            <td className={cell}>{p.location}</td>
            <td className={cell}>
              {p.is_reserved ? (
                <Badge tone="warning">{t('messages.reserved')}</Badge>
              ) : (
                <Badge tone="outline">{t('messages.available')}</Badge>
              )}
            </td>
            <td className={cell}>{p.like_count}</td>
            <td className={cell}>{format.date(p.created_at)}</td>
            <td className={cell}>
              <RowActions name={p.title} onEdit={() => editor.edit(p)} onDelete={() => editor.askDelete(p)} />
            </td>
          </tr>
        ))}
      </DataTable>
      <ProductDialog open={editor.dialogOpen} onOpenChange={editor.setDialogOpen} product={editor.editing} />
      <DeleteConfirm
        item={editor.deleting}
        onClose={editor.closeDelete}
        title={t('admin.products.deleteTitle')}
        text={t('messages.deleteProductConfirm')}
        remove={remove}
        deletedKey="admin.products.deleted"
        failedKey="admin.products.deleteFailed"
      />
    </div>
  );
}
