import { Eye, Pencil, Plus, RotateCcw, Star, Trash2 } from '@/components/icons';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { MANAGEMENT_CATEGORIES, PRODUCT_STATUSES, type PaginationMeta, type ProductStatus } from '@souk/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/products/search-box';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useCategories } from '@/hooks/use-categories';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFormatters } from '@/lib/format';
import { useOptionText } from '@/lib/option-text';
import { useAdminProducts, useAdminStats, useDeleteProduct, usePromoteProduct, type AdminProduct } from '../api/admin-api';
import { DeleteConfirm } from '../components/delete-confirm';
import { adminToast } from '../components/toasts';

function ProductsManagement() {
  const { t } = useTranslation();
  const format = useFormatters();
  const optionText = useOptionText();
  const { categories, added } = useCategories();
  useDocumentTitle(t('management.title'));
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [status, setStatus] = useState<ProductStatus>('all');
  const debounced = useDebouncedValue(search.trim(), 300);
  const slug = MANAGEMENT_CATEGORIES.find((c) => c.value === category)?.slug ?? (category === 'all' ? undefined : category);
  const products = useAdminProducts({ search: debounced, category: slug ?? undefined, status, pageSize: 100 });
  const all = useAdminProducts({ pageSize: 1 });
  const promotedCount = useAdminProducts({ status: 'promoted', pageSize: 1 });
  const freeCount = useAdminProducts({ status: 'free', pageSize: 1 });
  const stats = useAdminStats();
  const promote = usePromoteProduct();
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  // Past 10 000 the server stops counting (ARCHITECTURE decision 79): the total is a lower bound.
  const counted = (pagination: PaginationMeta | undefined) =>
    pagination === undefined
      ? undefined
      : pagination.totalExact === false
        ? t('management.atLeast', { count: format.number(pagination.total) })
        : format.number(pagination.total);
  const counters = [
    { label: t('management.total'), value: counted(all.data?.meta.pagination) },
    { label: t('management.promoted'), value: counted(promotedCount.data?.meta.pagination) },
    { label: t('management.free'), value: counted(freeCount.data?.meta.pagination) },
    { label: t('management.categories'), value: format.number(stats.data?.totalCategories ?? categories.length) },
  ];
  const categoryOptions = [
    ...MANAGEMENT_CATEGORIES.map((c) => ({ value: c.value, label: format.label(c.label) })),
    ...added.map((c) => ({ value: c.slug, label: format.categoryName(c) })),
  ];
  const rows = products.data?.data ?? [];

  return (
    <div className="container space-y-6 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('management.title')}</h1>
        <Button asChild>
          <Link to={paths.publish.getHref()}>
            <Plus aria-hidden className="h-4 w-4" /> {t('management.add')}
          </Link>
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counters.map((c) => (
          <div key={c.label} className="rounded-lg border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{c.label}</dt>
            <dd className="text-2xl font-bold">{c.value ?? '…'}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex-1">
          <SearchBox label={t('management.search')} placeholder={t('management.search')} value={search} onChange={setSearch} />
        </div>
        <Select
          className="md:w-52"
          label={t('filters.category')}
          showLabel={false}
          value={category}
          onValueChange={setCategory}
          options={categoryOptions}
        />
        <Select
          className="md:w-44"
          label={t('management.status')}
          showLabel={false}
          value={status}
          onValueChange={setStatus}
          options={PRODUCT_STATUSES.map((value) => ({ value, label: optionText('productStatus', value) }))}
        />
        <Button
          variant="outline"
          onClick={() => {
            setSearch('');
            setCategory('all');
            setStatus('all');
          }}
        >
          <RotateCcw aria-hidden className="h-4 w-4" /> {t('management.reset')}
        </Button>
      </div>
      <section aria-labelledby="management-list" className="space-y-3">
        <h2 id="management-list" className="text-lg font-semibold">
          {t('management.listTitle', { count: counted(products.data?.meta.pagination) ?? 0 })}
        </h2>
        {products.isPending ? (
          <p>{t('messages.loadingProducts')}</p>
        ) : products.isError ? (
          <p role="alert" className="text-destructive">
            {t('messages.loadError')}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground">{t('management.empty')}</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {rows.map((p) => (
              <li key={p.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium" dir="auto">
                    {p.title}
                    {p.is_promoted ? <Badge tone="violet">{t('management.promotedBadge')}</Badge> : null}
                    {p.is_free ? <Badge tone="success">{t('messages.free')}</Badge> : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {format.categoryName(p.category)} · {p.is_free ? t('messages.free') : format.price({ ...p, currency: 'TND' })}{' '}
                    · {p.location} · {format.date(p.created_at)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button size="sm" variant="ghost" asChild>
                    <Link to={paths.product.getHref(p.id)} aria-label={t('management.view', { name: p.title })}>
                      <Eye aria-hidden className="h-4 w-4" />
                    </Link>
                  </Button>
                  <Button size="sm" variant="ghost" asChild>
                    <Link to={paths.publish.getHref(p.id)} aria-label={t('management.edit', { name: p.title })}>
                      <Pencil aria-hidden className="h-4 w-4" />
                    </Link>
                  </Button>
                  {p.is_promoted ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={promote.isPending}
                      onClick={() =>
                        promote.mutate(p.id, {
                          onSuccess: () => adminToast.success('messages.promoted'),
                          onError: (error) => adminToast.failure(error, 'messages.promoteFailed'),
                        })
                      }
                    >
                      <Star aria-hidden className="h-4 w-4" /> {t('management.promote')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="destructive"
                    aria-label={t('admin.deleteItem', { name: p.title })}
                    onClick={() => setDeleting(p)}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title={t('admin.products.deleteTitle')}
        text={t('messages.deleteProductConfirm')}
        remove={remove}
        deletedKey="management.deleted"
        failedKey="messages.productDeleteFailed"
      />
    </div>
  );
}

/** /products-management (SPEC 2.17); the router puts it behind the admin guard. */
export function ProductsManagementPage() {
  return <ProductsManagement />;
}
