import { Loader2 } from '@/components/icons';
import { cn } from '@/lib/utils';

/** A status region: screen readers announce `label` when it appears. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex flex-col items-center justify-center gap-3 py-10', className)}>
      <Loader2 aria-hidden className="h-8 w-8 animate-spin text-primary" />
      {label ? <p className="text-sm text-muted-foreground">{label}</p> : null}
    </div>
  );
}
