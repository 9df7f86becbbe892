import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from '@/components/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { DELETE_ACCOUNT_WORD, deleteAccountFormSchema, type DeleteAccountForm } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useDeleteAccount } from '../api/delete-account';
import { InputField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { applyServerErrors } from '@/components/form/server-errors';

/**
 * The danger zone (SPEC 2.15): the account goes only with its password and the typed word
 * SUPPRIMER; then this browser is signed out and the server has ended every session.
 */
export function DeleteAccountDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountForm>({ resolver: zodResolver(deleteAccountFormSchema), defaultValues: { password: '', confirmation: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ password }) =>
    remove.mutate(
      { password },
      {
        onError: (error) => {
          applyServerErrors(error, form.setError);
        },
      },
    ),
  );

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      remove.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="destructive">
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('account.settings.deleteAccount')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('account.settings.deleteTitle')} description={t('messages.deleteAccountConfirm')}>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('account.settings.deleteTitle')}>
          <InputField label={t('account.settings.deletePassword')} type="password" autoComplete="current-password" error={errors.password} {...form.register('password')} />
          <InputField
            label={t('account.settings.deleteTypeWord', { word: DELETE_ACCOUNT_WORD })}
            autoComplete="off"
            dir="ltr"
            error={errors.confirmation ? t('account.settings.deleteTypeWordError', { word: DELETE_ACCOUNT_WORD }) : undefined}
            {...form.register('confirmation')}
          />
          {remove.isError && !errors.password ? <FormAlert title={t('messages.errorTitle')} error={remove.error} fallback={t('messages.accountDeleteFailed')} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('account.profile.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? t('account.settings.deleting') : t('account.settings.deleteForever')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
