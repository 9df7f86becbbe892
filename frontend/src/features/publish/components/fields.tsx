// Inputs bound to the publish form (react-hook-form context): a visible label, the domain's
// message under the input (localised), tied to it with aria-describedby.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PublishFormValues } from '@souk/domain';
import { Input, Textarea } from '@/components/ui/input';
import { localizeMessage } from '@/lib/i18n';
import { cn } from '@/lib/utils';

type Name = FieldPath<PublishFormValues>;

export type Option = { value: string; label: string };

function useFieldError(name: Name): string | undefined {
  const { formState } = useFormContext<PublishFormValues>();
  const error = (formState.errors as Record<string, { message?: string } | undefined>)[name];
  return error?.message;
}

function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden className="text-destructive">
        {' '}
        *
      </span>
      <span className="sr-only"> ({t('publish.required')})</span>
    </>
  );
}

type ShellProps = { id: string; label: string; required?: boolean; error?: string; hint?: string; children: ReactNode; className?: string };

/** Label, control and message; the message is an alert so a screen reader hears it at once. */
export function FieldShell({ id, label, required, error, hint, children, className }: ShellProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-message`} role="alert" className="text-sm font-medium text-destructive">
          {localizeMessage(error)}
        </p>
      ) : hint ? (
        <p id={`${id}-message`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) => (error || hint ? `${id}-message` : undefined);

type TextProps = { name: Name; label: string; required?: boolean; hint?: string; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'required'
>;

export function TextField({ name, label, required, hint, className, ...props }: TextProps) {
  const id = useId();
  const { register } = useFormContext<PublishFormValues>();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <Input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
        {...register(name)}
      />
    </FieldShell>
  );
}

export function NumberField(props: TextProps) {
  // Text with a numeric keyboard: the domain reads '45 000' and '45000' alike, a number input would not.
  return <TextField inputMode="numeric" dir="ltr" autoComplete="off" {...props} />;
}

export function TextAreaField({ name, label, required, placeholder }: { name: Name; label: string; required?: boolean; placeholder?: string }) {
  const id = useId();
  const { register } = useFormContext<PublishFormValues>();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <Textarea
        id={id}
        rows={5}
        placeholder={placeholder}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...register(name)}
      />
    </FieldShell>
  );
}

/** A native select: the phone's own picker on mobile, and every option reachable by keyboard. */
export function SelectField({ name, label, required, options, hint }: { name: Name; label: string; required?: boolean; options: readonly Option[]; hint?: string }) {
  const id = useId();
  const { t } = useTranslation();
  const { register } = useFormContext<PublishFormValues>();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        {...register(name)}
      >
        <option value="">{required ? t('publish.choose') : t('publish.notSpecified')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({ name, label }: { name: Name; label: string }) {
  const id = useId();
  const { register } = useFormContext<PublishFormValues>();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="h-4 w-4 accent-primary" {...register(name)} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
