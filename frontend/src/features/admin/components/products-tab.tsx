import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_CATEGORIES_OPTION } from '@souk/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/products/search-box';
import { Select } from '@/components/ui/select';
import { useCategories } from '@/hooks/use-categories';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFormatters } from '@/lib/format';
import { useAdminProducts, useDeleteProduct, type AdminProduct } from '../api/admin-api';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, cell } from './data-table';
import { ProductDialog } from './product-dialog';
import { adminToast } from './toasts';

/** SPEC 2.13 products tab: search over title and description, category filter, table, create/edit, delete after confirmation. */
export function ProductsTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { categories } = useCategories();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const debounced = useDebouncedValue(search.trim(), 300);
  const products = useAdminProducts({ search: debounced, category, pageSize: 50 });
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const remove = useDeleteProduct();

  const open = (product: AdminProduct | null) => {
    setEditing(product);
    setDialogOpen(true);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchBox label={t('admin.products.search')} placeholder={t('admin.products.search')} value={search} onChange={setSearch} />
        </div>
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
        <Button onClick={() => open(null)}>
          <Plus aria-hidden className="h-4 w-4" /> {t('admin.products.add')}
        </Button>
      </div>
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
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" aria-label={t('admin.editItem', { name: p.title })} onClick={() => open(p)}>
                  <Pencil aria-hidden className="h-4 w-4" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('admin.deleteItem', { name: p.title })}
                  onClick={() => setDeleting(p)}
                >
                  <Trash2 aria-hidden className="h-4 w-4 text-destructive" />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <ProductDialog open={dialogOpen} onOpenChange={setDialogOpen} product={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.products.deleteTitle')}
        text={t('messages.deleteProductConfirm')}
        confirmLabel={t('admin.delete')}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              adminToast.success('admin.products.deleted');
              setDeleting(null);
            },
            onError: (error) => adminToast.failure(error, 'admin.products.deleteFailed'),
          })
        }
      />
    </div>
  );
}
