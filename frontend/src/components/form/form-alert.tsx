import { AlertCircle } from '@/components/icons';
import { errorText } from '@/lib/error-text';

type FormAlertProps = {
  title: string;
  /** The failed request (its catalogue text is shown), or nothing to render nothing. */
  error: unknown;
  /** The screen's own words when the server said nothing specific (network down, 502). */
  fallback: string;
};

/** The alert above a form's submit button after the server refused it (SPEC 8). */
export function FormAlert({ title, error, fallback }: FormAlertProps) {
  if (!error) return null;
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
      <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-destructive" />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{errorText(error, fallback)}</p>
      </div>
    </div>
  );
}
