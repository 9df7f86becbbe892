import { useState } from 'react';

/** Which item an admin tab's dialog edits (null: a new one), whether it is open, and which one awaits deletion. */
export function useEditor<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    dialogOpen,
    setDialogOpen,
    edit: (item: T | null) => {
      setEditing(item);
      setDialogOpen(true);
    },
    deleting,
    askDelete: setDeleting,
    closeDelete: () => setDeleting(null),
  };
}
