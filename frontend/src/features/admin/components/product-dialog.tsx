import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import { SPEC_CITIES, adminProductSchema, resolveCity } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useCategories } from '@/hooks/use-categories';
import { useFormatters } from '@/lib/format';
import { useSaveProduct, type AdminProduct } from '../api/admin-api';
import { SelectField, TextAreaField, TextField } from './fields';
import { adminToast } from './toasts';

type FormValues = z.input<typeof adminProductSchema>;
const EMPTY: FormValues = { title: '', description: '', price: '', location: '', category: '', is_free: false, image_url: '' };

type ProductDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; product: AdminProduct | null };

/** SPEC 5 admin product form: title ≥ 5, description ≥ 10, price, location, category, free flag, optional image. */
export function ProductDialog({ open, onOpenChange, product }: ProductDialogProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const { categories } = useCategories();
  const save = useSaveProduct();
  const form = useForm<FormValues, unknown, z.output<typeof adminProductSchema>>({
    resolver: zodResolver(adminProductSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(
      product
        ? {
            title: product.title,
            description: product.description,
            price: product.is_free ? '0' : String(product.price ?? ''),
            location: product.location,
            category: product.category?.slug ?? '',
            is_free: product.is_free,
            image_url: '',
          }
        : EMPTY,
    );
  }, [open, product, form]);

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: product?.id, input },
      {
        onSuccess: () => {
          adminToast.success(product ? 'admin.products.updated' : 'admin.products.created');
          form.reset(EMPTY);
          onOpenChange(false);
        },
        onError: (error) => adminToast.failure(error, product ? 'admin.products.updateFailed' : 'admin.products.createFailed'),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={product ? t('admin.products.editTitle') : t('admin.products.createTitle')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField label={t('admin.products.title')} dir="auto" error={errors.title?.message} {...form.register('title')} />
          <TextAreaField
            label={t('admin.products.description')}
            dir="auto"
            error={errors.description?.message}
            {...form.register('description')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('admin.products.price')}
              inputMode="decimal"
              dir="ltr"
              error={errors.price?.message}
              {...form.register('price')}
            />
            <SelectField label={t('admin.products.location')} error={errors.location?.message} {...form.register('location')}>
              <option value="">{t('admin.products.choose')}</option>
              {SPEC_CITIES.map((slug) => {
                const city = resolveCity(slug);
                const name = city?.name ?? slug;
                return (
                  <option key={slug} value={name}>
                    {i18n.language === 'ar' ? (city?.name_ar ?? name) : name}
                  </option>
                );
              })}
            </SelectField>
          </div>
          <SelectField label={t('admin.products.category')} error={errors.category?.message} {...form.register('category')}>
            <option value="">{t('admin.products.choose')}</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {format.categoryName(c)}
              </option>
            ))}
          </SelectField>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="h-4 w-4" {...form.register('is_free')} />
            {t('admin.products.isFree')}
          </label>
          <TextField
            label={t('admin.products.imageUrl')}
            dir="ltr"
            placeholder="/uploads/…"
            hint={t('admin.products.imageHint')}
            error={errors.image_url?.message}
            {...form.register('image_url')}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {product ? t('admin.save') : t('admin.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
