// Labelled controls for the account forms, with the props of the shared form components that
// main is introducing (Field, InputField, TextareaField, FormAlert): switching to them is an import change.
import { AlertCircle } from 'lucide-react';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Input, Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { localizeMessage } from '@/lib/i18n';
import { cn } from '@/lib/utils';

type FieldErrorLike = { message?: unknown } | undefined;
type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldProps = {
  label: string;
  error?: FieldErrorLike | string;
  description?: ReactNode;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

const textOf = (error: FieldErrorLike | string) =>
  typeof error === 'string' ? error : typeof error?.message === 'string' && error.message ? localizeMessage(error.message) : undefined;

export function Field({ label, error, description, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const messageId = `${controlId}-message`;
  const message = textOf(error);
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': message ? true : undefined, 'aria-describedby': message || description ? messageId : undefined })}
      {message ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : description ? (
        <p id={messageId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & Omit<FieldProps, 'children' | 'className'>;

export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(({ label, error, description, id, ...props }, ref) => (
  <Field label={label} error={error} description={description} id={id}>
    {(control) => <Input ref={ref} {...control} {...props} />}
  </Field>
));
InputField.displayName = 'InputField';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Omit<FieldProps, 'children' | 'className'>;

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(({ label, error, description, id, className, ...props }, ref) => (
  <Field label={label} error={error} description={description} id={id}>
    {(control) => <Textarea ref={ref} className={cn('aria-[invalid=true]:border-destructive', className)} {...control} {...props} />}
  </Field>
));
TextareaField.displayName = 'TextareaField';

/** The alert above a form's submit button after the server refused it (SPEC 8). */
export function FormAlert({ title, error, fallback }: { title: string; error: unknown; fallback: string }) {
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

/** Puts a 400's `details.issues` under the fields they name; answers whether any landed there. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: ReadonlyArray<Path<T>>): boolean {
  if (!isApiError(error) || !error.details || typeof error.details !== 'object') return false;
  const issues = (error.details as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return false;
  let placed = 0;
  for (const issue of issues as Array<{ path?: unknown; message?: unknown }>) {
    const field = fields.find((f) => f === issue.path);
    if (field && typeof issue.message === 'string') {
      setError(field, { type: 'server', message: issue.message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
  }
  return placed > 0;
}
