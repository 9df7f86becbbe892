import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';
import { localizeMessage } from '@/lib/i18n';

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input whose validation message is announced and tied to it (aria-describedby). */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(({ label, error, hint, id, ...props }, ref) => {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...props}
      />
      {error ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
FormField.displayName = 'FormField';
