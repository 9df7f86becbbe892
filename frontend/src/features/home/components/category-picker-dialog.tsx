import { Briefcase, Car, Home, Package } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { PUBLISH_KINDS, type CategorySlug } from '@souk/domain';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useFormatters } from '@/lib/format';

const ICONS: Partial<Record<CategorySlug, typeof Car>> = { voiture: Car, immobilier: Home, emplois: Briefcase, autres: Package };

type CategoryPickerDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** SPEC 2.2: Voiture, Immobilier, Emplois, Autres; picking one only confirms the choice. */
export function CategoryPickerDialog({ open, onOpenChange: setOpen }: CategoryPickerDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title={t('categoryPicker.title')} description={t('categoryPicker.description')}>
        <ul className="grid grid-cols-2 gap-3">
          {PUBLISH_KINDS.map((kind) => {
            const slug = kind.slug ?? 'autres';
            const Icon = ICONS[slug] ?? Package;
            const label = format.label(kind.label);
            return (
              <li key={kind.value}>
                <button
                  type="button"
                  onClick={() => {
                    toast.success(t('categoryPicker.selected', { category: label }));
                    setOpen(false);
                  }}
                  className="flex w-full flex-col items-center gap-2 rounded-lg border p-4 font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon aria-hidden className="h-7 w-7 text-primary" />
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
