import { Pencil, Trash2 } from '@/components/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';

type RowActionsProps = {
  /** What the row is called, read out in the buttons' labels ("Modifier « … »"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteDisabled?: boolean;
  /** Actions of this kind of row only, between edit and delete. */
  children?: ReactNode;
};

/** The icon buttons that end every row of the admin tables: edit, the row's own actions, delete. */
export function RowActions({ name, onEdit, onDelete, deleteDisabled, children }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1">
      <Button size="sm" variant="ghost" aria-label={t('admin.editItem', { name })} onClick={onEdit}>
        <Pencil aria-hidden className="h-4 w-4" />
      </Button>
      {children}
      <Button size="sm" variant="ghost" disabled={deleteDisabled} aria-label={t('admin.deleteItem', { name })} onClick={onDelete}>
        <Trash2 aria-hidden className="h-4 w-4 text-destructive" />
      </Button>
    </div>
  );
}
