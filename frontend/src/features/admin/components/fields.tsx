import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Input, Textarea } from '@/components/ui/input';
import { issueText } from '@/lib/message-text';

type Described = { label: string; error?: string; hint?: string };

function Message({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-sm font-medium text-destructive">
        {issueText(error)}
      </p>
    );
  }
  return hint ? (
    <p id={id} className="text-xs text-muted-foreground">
      {hint}
    </p>
  ) : null;
}

/** A labelled input of the admin dialogs; its validation message is announced and tied to it. */
export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & Described>(
  ({ label, error, hint, ...props }, ref) => {
    const id = useId();
    return (
      <div className="space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-m` : undefined}
          {...props}
        />
        <Message id={`${id}-m`} error={error} hint={hint} />
      </div>
    );
  },
);
TextField.displayName = 'TextField';

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & Described>(
  ({ label, error, hint, ...props }, ref) => {
    const id = useId();
    return (
      <div className="space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Textarea
          ref={ref}
          id={id}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-m` : undefined}
          {...props}
        />
        <Message id={`${id}-m`} error={error} hint={hint} />
      </div>
    );
  },
);
TextAreaField.displayName = 'TextAreaField';

/** A native select: keyboard and screen readers for free inside dialogs. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  InputHTMLAttributes<HTMLSelectElement> & Described & { children: ReactNode }
>(({ label, error, hint, children, ...props }, ref) => {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-m` : undefined}
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        {...(props as object)}
      >
        {children}
      </select>
      <Message id={`${id}-m`} error={error} hint={hint} />
    </div>
  );
});
SelectField.displayName = 'SelectField';
