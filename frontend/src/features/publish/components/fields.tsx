// Inputs bound to the publish form (react-hook-form context), on the shared Field: a visible
// label, the domain's message under the input in the interface language, tied with aria-describedby.
import type { InputHTMLAttributes } from 'react';
import { useFormContext, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { PublishFormValues } from '@souk/domain';
import { Field } from '@/components/form/field';
import { Input, Textarea } from '@/components/ui/input';

type Name = FieldPath<PublishFormValues>;

export type Option = { value: string; label: string };

function useFieldError(name: Name): FieldError | undefined {
  const { formState } = useFormContext<PublishFormValues>();
  return (formState.errors as Record<string, FieldError | undefined>)[name];
}

type TextProps = { name: Name; label: string; required?: boolean; hint?: string; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'required' | 'className'
>;

export function TextField({ name, label, required, hint, className, ...props }: TextProps) {
  const { register } = useFormContext<PublishFormValues>();
  return (
    <Field label={label} required={required} error={useFieldError(name)} description={hint} className={className}>
      {(control) => <Input {...control} aria-required={required || undefined} {...props} {...register(name)} />}
    </Field>
  );
}

export function NumberField(props: TextProps) {
  // Text with a numeric keyboard: the domain reads '45 000' and '45000' alike, a number input would not.
  return <TextField inputMode="numeric" dir="ltr" autoComplete="off" {...props} />;
}

export function TextAreaField({
  name,
  label,
  required,
  placeholder,
}: {
  name: Name;
  label: string;
  required?: boolean;
  placeholder?: string;
}) {
  const { register } = useFormContext<PublishFormValues>();
  return (
    <Field label={label} required={required} error={useFieldError(name)}>
      {(control) => (
        <Textarea
          {...control}
          rows={5}
          placeholder={placeholder}
          aria-required={required || undefined}
          className="aria-[invalid=true]:border-destructive"
          {...register(name)}
        />
      )}
    </Field>
  );
}

/** A native select: the phone's own picker on mobile, and every option reachable by keyboard. */
export function SelectField({
  name,
  label,
  required,
  options,
  hint,
}: {
  name: Name;
  label: string;
  required?: boolean;
  options: readonly Option[];
  hint?: string;
}) {
  const { t } = useTranslation();
  const { register } = useFormContext<PublishFormValues>();
  return (
    <Field label={label} required={required} error={useFieldError(name)} description={hint}>
      {(control) => (
        <select
          {...control}
          aria-required={required || undefined}
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive"
          {...register(name)}
        >
          <option value="">{required ? t('publish.choose') : t('publish.notSpecified')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({ name, label }: { name: Name; label: string }) {
  const { register } = useFormContext<PublishFormValues>();
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="h-4 w-4 accent-primary" {...register(name)} />
      {label}
    </label>
  );
}
