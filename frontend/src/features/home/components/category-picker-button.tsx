import { LayoutGrid } from '@/components/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { withAllWords } from '@/lib/i18n';

const loadDialog = withAllWords(() => import('./category-picker-dialog'));
const CategoryPickerDialog = lazy(() => loadDialog().then((m) => ({ default: m.CategoryPickerDialog })));

/** Opens the category picker; the dialog's code loads on first use (it is not needed to paint home). */
export function CategoryPickerButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <LayoutGrid aria-hidden className="h-4 w-4" />
        {t('categoryPicker.open')}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <CategoryPickerDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
