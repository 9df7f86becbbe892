import { SlidersHorizontal } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button, type ButtonProps } from '@/components/ui/button';

type FiltersToggleProps = {
  label: string;
  open: boolean;
  onToggle: () => void;
  /** The panel it shows and hides. */
  controls: string;
  /** Active filters, shown as a badge when above zero. */
  count?: number;
  /** Hide the text on small screens (search tab). */
  compactLabel?: boolean;
} & Pick<ButtonProps, 'size' | 'className'>;

/** The button that opens a filter panel, with the number of active filters. */
export function FiltersToggle({ label, open, onToggle, controls, count = 0, compactLabel, size, className }: FiltersToggleProps) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size={size} className={className} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <SlidersHorizontal aria-hidden className="h-4 w-4" />
      {compactLabel ? <span className="hidden sm:inline">{label}</span> : label}
      {count > 0 ? (
        <Badge tone="primary" aria-label={t('filters.activeCount', { count })}>
          {count}
        </Badge>
      ) : null}
    </Button>
  );
}
