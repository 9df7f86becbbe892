import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from '@/components/icons';
import { useId, useState } from 'react';
import { cn } from '@/lib/utils';

export type SelectOption<V extends string = string> = { value: V; label: string };

type SelectProps<V extends string> = {
  label: string;
  value: V;
  /** Called with one of the options' values (typed as they are). */
  onValueChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  /** Show the label visually (true) or keep it for screen readers only. */
  showLabel?: boolean;
  className?: string;
  triggerClassName?: string;
};

/**
 * A labelled Radix select: the label is always announced with the trigger.
 *
 * Its options are rendered only while it is open, and the trigger shows the chosen option's label
 * itself. Closed, Radix renders every option into a detached fragment (to find the chosen one's
 * text) and draws them again several times through layout effects: on a drawn page that hydrates,
 * /products' three selects cost four extra blocking renders of about 190 components each on a
 * phone. What is given up: typing a letter on the closed trigger no longer jumps to an option; it
 * still does once the list is open.
 */
export function Select<V extends string>({ label, value, onValueChange, options, showLabel = true, className, triggerClassName }: SelectProps<V>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={`${id}-label`} className={cn('text-sm font-medium', !showLabel && 'sr-only')}>
        {label}
      </span>
      <SelectPrimitive.Root value={value} onValueChange={(next) => onValueChange(next as V)} open={open} onOpenChange={setOpen}>
        <SelectPrimitive.Trigger
          aria-labelledby={`${id}-label ${id}-value`}
          className={cn(
            'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-sm',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            triggerClassName,
          )}
        >
          <span id={`${id}-value`} className="truncate">
            <SelectPrimitive.Value>{chosen?.label ?? value}</SelectPrimitive.Value>
          </span>
          <SelectPrimitive.Icon>
            <ChevronDown aria-hidden className="h-4 w-4 opacity-70" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        {open ? (
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content
              position="popper"
              sideOffset={4}
              className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border bg-card text-card-foreground shadow-lg"
            >
              <SelectPrimitive.Viewport className="p-1">
                {options.map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    className="relative flex cursor-pointer select-none items-center rounded-sm py-2 pe-2 ps-8 text-sm outline-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold"
                  >
                    <SelectPrimitive.ItemIndicator className="absolute start-2 inline-flex items-center">
                      <Check aria-hidden className="h-4 w-4" />
                    </SelectPrimitive.ItemIndicator>
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        ) : null}
      </SelectPrimitive.Root>
    </div>
  );
}
