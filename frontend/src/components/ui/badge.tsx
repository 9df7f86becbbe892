import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

// Text/background pairs chosen for at least 4.5:1 contrast in both themes.
const TONES = {
  neutral: 'bg-muted text-foreground',
  primary: 'bg-primary text-primary-foreground',
  success: 'bg-emerald-700 text-white',
  warning: 'bg-amber-300 text-amber-950',
  danger: 'bg-red-700 text-white',
  info: 'bg-sky-700 text-white',
  violet: 'bg-violet-700 text-white',
  outline: 'border border-border bg-background text-foreground',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ className, tone = 'neutral', ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', TONES[tone], className)}
      {...props}
    />
  );
}
