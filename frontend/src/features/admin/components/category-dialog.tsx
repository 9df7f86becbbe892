import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import { CATEGORY_KINDS, adminCategorySchema, type ApiCategory } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useOptionText } from '@/lib/option-text';
import { useSaveCategory } from '../api/admin-api';
import { SelectField, TextAreaField, TextField } from './fields';
import { adminToast } from './toasts';

type FormValues = z.input<typeof adminCategorySchema>;
const EMPTY: FormValues = { name: '', name_ar: '', description: '', kind: 'autres', color: '#6b7280', icon: 'package' };

type CategoryDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; category: ApiCategory | null };

/** Create or edit a category: French and Arabic names, kind (which extra fields its listings get), colour and icon. */
export function CategoryDialog({ open, onOpenChange, category }: CategoryDialogProps) {
  const { t } = useTranslation();
  const optionText = useOptionText();
  const save = useSaveCategory();
  const form = useForm<FormValues, unknown, z.output<typeof adminCategorySchema>>({
    resolver: zodResolver(adminCategorySchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(
      category
        ? {
            name: category.name,
            name_ar: category.name_ar ?? '',
            description: category.description ?? '',
            kind: category.kind,
            color: category.color ?? '#6b7280',
            icon: category.icon ?? 'package',
          }
        : EMPTY,
    );
  }, [open, category, form]);

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: category?.id, input },
      {
        onSuccess: () => {
          adminToast.success(category ? 'admin.categories.updated' : 'admin.categories.created');
          form.reset(EMPTY);
          onOpenChange(false);
        },
        onError: (error) =>
          adminToast.failure(error, category ? 'admin.categories.updateFailed' : 'admin.categories.createFailed'),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={category ? t('admin.categories.editTitle') : t('admin.categories.createTitle')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField label={t('admin.categories.name')} error={errors.name?.message} {...form.register('name')} />
          <TextField
            label={t('admin.categories.nameAr')}
            dir="rtl"
            lang="ar"
            error={errors.name_ar?.message}
            {...form.register('name_ar')}
          />
          <TextAreaField
            label={t('admin.categories.description')}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <SelectField
            label={t('admin.categories.kind')}
            hint={t('admin.categories.kindHint')}
            error={errors.kind?.message}
            {...form.register('kind')}
          >
            {CATEGORY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {optionText('categoryKind', kind)}
              </option>
            ))}
          </SelectField>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('admin.categories.color')}
              type="color"
              className="h-10 p-1"
              error={errors.color?.message}
              {...form.register('color')}
            />
            <TextField
              label={t('admin.categories.icon')}
              dir="ltr"
              hint={t('admin.categories.iconHint')}
              error={errors.icon?.message}
              {...form.register('icon')}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {category ? t('admin.save') : t('admin.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
