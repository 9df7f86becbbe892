import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

type DeleteListingDialogProps = {
  title: string | null;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
};

/** SPEC 5's product-delete confirmation, in a dialog (focus kept inside, Escape cancels). */
export function DeleteListingDialog({ title, pending, onConfirm, onOpenChange }: DeleteListingDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={title !== null} onOpenChange={onOpenChange}>
      <DialogContent title={t('myListings.deleteTitle')} description={t('messages.deleteProductConfirm')} role="alertdialog">
        {title ? (
          <p className="text-sm font-semibold" dir="auto">
            {title}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('myListings.keep')}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('myListings.deleting') : t('myListings.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
