import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ROLES, adminUserCreateSchema, adminUserUpdateSchema } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useOptionText } from '@/lib/option-text';
import { useSaveUser, type AdminUser } from '../api/admin-api';
import { SelectField, TextField } from './fields';
import { adminToast } from './toasts';

type FormValues = {
  username: string;
  email: string;
  password?: string;
  role: 'user' | 'admin';
  first_name: string;
  last_name: string;
  is_active: boolean;
};
const EMPTY: FormValues = { username: '', email: '', password: '', role: 'user', first_name: '', last_name: '', is_active: true };

type UserDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; user: AdminUser | null };

/** SPEC 5 admin user form; the edit form has the same rules without the password. */
export function UserDialog({ open, onOpenChange, user }: UserDialogProps) {
  const { t } = useTranslation();
  const optionText = useOptionText();
  const save = useSaveUser();
  const form = useForm<FormValues>({
    resolver: zodResolver((user ? adminUserUpdateSchema : adminUserCreateSchema) as never),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(
      user
        ? {
            username: user.username,
            email: user.email,
            role: user.role,
            first_name: user.first_name ?? '',
            last_name: user.last_name ?? '',
            is_active: user.is_active,
          }
        : EMPTY,
    );
  }, [open, user, form]);

  const submit = form.handleSubmit((values) => {
    const { password, ...rest } = values;
    const request = user ? { id: user.id, input: rest } : { input: { ...rest, password: password ?? '' } };
    save.mutate(request, {
      onSuccess: () => {
        adminToast.success(user ? 'admin.users.updated' : 'admin.users.created');
        form.reset(EMPTY);
        onOpenChange(false);
      },
      onError: (error) => adminToast.failure(error, user ? 'admin.users.updateFailed' : 'admin.users.createFailed'),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={user ? t('admin.users.editTitle') : t('admin.users.createTitle')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid grid-cols-2 gap-3">
            <TextField label={t('admin.users.firstName')} error={errors.first_name?.message} {...form.register('first_name')} />
            <TextField label={t('admin.users.lastName')} error={errors.last_name?.message} {...form.register('last_name')} />
          </div>
          <TextField
            label={t('admin.users.username')}
            dir="ltr"
            autoComplete="off"
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextField
            label={t('admin.users.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          {user ? null : (
            <TextField
              label={t('admin.users.password')}
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
          )}
          <SelectField label={t('admin.users.role')} error={errors.role?.message} {...form.register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {optionText('role', role)}
              </option>
            ))}
          </SelectField>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="h-4 w-4" {...form.register('is_active')} />
            {t('admin.users.active')}
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {user ? t('admin.save') : t('admin.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
