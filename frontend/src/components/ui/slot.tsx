import { cloneElement, forwardRef, isValidElement, type HTMLAttributes, type ReactElement, type Ref } from 'react';

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** Slot's props over the child's, as Radix's Slot merges them: both handlers run (the child's first), styles merge, classes join. */
function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const override: AnyProps = { ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function') {
        override[name] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (typeof slotValue === 'function') override[name] = slotValue;
    } else if (name === 'style') override[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className') override[name] = [slotValue, childValue].filter(Boolean).join(' ');
  }
  return { ...slotProps, ...override };
}

/**
 * Renders its one child element with the props given to it (`<Button asChild><Link/></Button>`): the
 * part of @radix-ui/react-slot the Button uses, without its 2 KB in the first paint's JavaScript
 * (the Radix widgets, loaded later, keep their own).
 */
export const Slot = forwardRef<HTMLElement, HTMLAttributes<HTMLElement>>(({ children, ...slotProps }, forwardedRef) => {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps> & { ref?: Ref<HTMLElement> };
  const childRef = child.ref;
  return cloneElement(child, {
    ...mergeProps(slotProps as AnyProps, child.props),
    ref: (node: HTMLElement | null) => {
      setRef(forwardedRef, node);
      setRef(childRef, node);
    },
  });
});
Slot.displayName = 'Slot';
