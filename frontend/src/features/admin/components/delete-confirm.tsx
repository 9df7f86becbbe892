import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from './confirm-dialog';
import { adminToast } from './toasts';

type DeleteMutation = {
  mutate: (id: string, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

type DeleteConfirmProps = {
  /** The item waiting for confirmation; null keeps the dialog closed. */
  item: { id: string } | null;
  onClose: () => void;
  title: string;
  text: string;
  remove: DeleteMutation;
  /** Translation keys of the toasts. */
  deletedKey: string;
  failedKey: string;
  /** Close the dialog on failure too (when retrying cannot help, e.g. a category still in use). */
  closeOnFailure?: boolean;
};

/** Deleting after confirmation, the same way on every admin screen: the dialog, the call, its toasts. */
export function DeleteConfirm({ item, onClose, title, text, remove, deletedKey, failedKey, closeOnFailure }: DeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      text={text}
      confirmLabel={t('admin.delete')}
      pending={remove.isPending}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            adminToast.success(deletedKey);
            onClose();
          },
          onError: (error) => {
            adminToast.failure(error, failedKey);
            if (closeOnFailure) onClose();
          },
        })
      }
    />
  );
}
