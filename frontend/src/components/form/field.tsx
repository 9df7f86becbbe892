import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Input, Textarea } from '@/components/ui/input';
import { toLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { fieldErrorText, type FieldErrorLike } from './field-error-text';

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldProps = {
  label: string;
  /** A react-hook-form error (`errors.x`) or a ready text; shown instead of the description. */
  error?: FieldErrorLike | string;
  /** Help under the control while there is no error. */
  description?: ReactNode;
  id?: string;
  className?: string;
  /** Marks the label with an asterisk (read as 'obligatoire'); set aria-required on the control too. */
  required?: boolean;
  /** The control, given the ids that tie it to its label and its message. */
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled form control whose message is announced and tied to it (aria-describedby). Any control
 * fits (Input, textarea, Select, Switch…): `children` receives the props to spread on it.
 */
export function Field({ label, error, description, id, className, required, children }: FieldProps) {
  // Subscribed to the language so that a switch re-localises the message.
  const { t, i18n } = useTranslation();
  const generated = useId();
  const controlId = id ?? generated;
  const messageId = `${controlId}-message`;
  const errorText = typeof error === 'string' ? error : fieldErrorText(error, toLanguage(i18n.language));
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium">
        {label}
        {required ? (
          <>
            <span aria-hidden className="text-destructive">
              {' *'}
            </span>
            <span className="sr-only"> ({t('common.required')})</span>
          </>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-invalid': errorText ? true : undefined,
        'aria-describedby': errorText || description ? messageId : undefined,
      })}
      {errorText ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {errorText}
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

/** A labelled text input: `<InputField label="E-mail" error={errors.email} {...register('email')} />`. */
export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(({ label, error, description, id, ...props }, ref) => (
  <Field label={label} error={error} description={description} id={id}>
    {(control) => <Input ref={ref} {...control} {...props} />}
  </Field>
));
InputField.displayName = 'InputField';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Omit<FieldProps, 'children' | 'className'>;

/** A labelled multi-line text. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  ({ label, error, description, id, className, ...props }, ref) => (
    <Field label={label} error={error} description={description} id={id}>
      {(control) => (
        <Textarea ref={ref} className={cn('aria-[invalid=true]:border-destructive', className)} {...control} {...props} />
      )}
    </Field>
  ),
);
TextareaField.displayName = 'TextareaField';
