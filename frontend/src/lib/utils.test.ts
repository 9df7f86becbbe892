import { clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './utils';

// Every string literal of the source that reads as a list of Tailwind classes: the class lists the
// components pass to `cn`, as bases and as overrides.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const CLASS = /^!?-?[a-z0-9@[\]():/._%=&>*#,-]+!?$/;
const UTILITY = /(?:^|:)!?-?(?:p[xyseblrt]?|m[xyseblrt]?|w|h|size|min-[wh]|max-[wh]|text|bg|border|rounded|flex|grid|gap|inline|block|hidden|items|justify|font|leading|shadow|ring|z|top|start|end|bottom|inset|space|opacity|overflow|col|absolute|relative|fixed|sticky|truncate|shrink|grow|line-clamp|outline)(?:-|$)/;
const classLists = [
  ...new Set(
    Object.values(sources).flatMap((text) =>
      [...text.matchAll(/(['"`])((?:(?!\1)[^\\\n$])+)\1/g)]
        .map((match) => match[2]!.trim())
        .filter((value) => {
          const classes = value.split(/\s+/);
          return value !== '' && classes.every((c) => CLASS.test(c) && /[a-z]/.test(c)) && classes.some((c) => UTILITY.test(c));
        }),
    ),
  ),
];

describe('cn', () => {
  it('finds the class lists of the source', () => {
    expect(classLists.length).toBeGreaterThan(300);
    expect(classLists).toContain('h-8 gap-1.5 rounded-md px-3 text-sm');
  });

  it('answers a class list it has merged before the same, also once the kept answers were dropped', () => {
    const list = 'px-4 py-2 text-sm px-2';
    expect(cn(list)).toBe('py-2 text-sm px-2');
    expect(cn(list)).toBe('py-2 text-sm px-2');
    // More distinct lists than are kept (the widths in brackets make each one new).
    for (let i = 0; i < 2500; i++) expect(cn(`w-[${i}px] w-4`)).toBe('w-4');
    expect(cn(list)).toBe('py-2 text-sm px-2');
    expect(cn(list, 'py-3')).toBe('text-sm px-2 py-3');
  });

  it('merges each class list as tailwind-merge does', () => {
    for (const list of classLists) expect(cn(list), list).toBe(twMerge(clsx(list)));
  });

  it('merges every pair of class lists (a base, then an override) as tailwind-merge does', () => {
    const differences: string[] = [];
    for (const base of classLists) {
      for (const override of classLists) {
        const ours = cn(base, override);
        const theirs = twMerge(clsx(base, override));
        if (ours !== theirs) differences.push(`cn('${base}', '${override}'): ${ours} ≠ ${theirs}`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('keeps conditional classes and overrides across variants the way the components use them', () => {
    expect(cn('px-4 text-sm', false, undefined, 'px-2')).toBe('text-sm px-2');
    expect(cn('p-4 md:p-4', 'px-2')).toBe('p-4 md:p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm leading-7', 'text-lg')).toBe('text-lg');
    expect(cn('text-sm text-muted-foreground', 'text-white')).toBe('text-sm text-white');
    expect(cn('hover:bg-muted', 'md:hover:bg-accent', 'hover:md:bg-primary')).toBe('hover:bg-muted hover:md:bg-primary');
    expect(cn('border border-input', 'border-2 border-destructive')).toBe('border-2 border-destructive');
    expect(cn('my-listings-title', 'top-center', 'my-listings-title')).toBe('my-listings-title top-center my-listings-title');
  });
});
