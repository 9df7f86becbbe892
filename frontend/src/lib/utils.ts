import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names and lets a later Tailwind class override an earlier one of the same kind
 * (`cn('px-4 text-sm', 'px-2')` → `text-sm px-2`), as tailwind-merge does, for the utilities this
 * code uses: tailwind-merge's full table weighs 9 KB gzip on the first paint. `utils.test.ts`
 * compares the two on every class list in the source; a class it does not know is always kept.
 */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

const SIZE = '(?:xs|sm|base|lg|[2-9]?xl)';
const SHADOW = '(?:|-(?:2xs|xs|sm|md|lg|xl|2xl|inner|none))';
const NUMBER = '(?:|-\\d+|-\\[\\d+(?:px|rem)\\])';
// Values a spacing, sizing or inset utility takes (tailwind-merge refuses others: `top-center`).
const VALUE = '(?:\\d+(?:\\.\\d+)?|\\d+/\\d+|px|auto|full|screen|fit|min|max|none|prose|[sld]v[hw]|xs|sm|md|lg|[2-7]?xl|\\[.+\\])';

// [utility pattern, group ($1: the pattern's first capture)]; the first pattern that matches names
// the group. Colours come last in each family: any value not recognised as a size or a keyword is a
// colour, as in tailwind-merge.
const GROUPS: Array<[RegExp, string]> = (
  [
    ['(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|flow-root|list-item|hidden|table)', 'display'],
    ['(?:static|fixed|absolute|relative|sticky)', 'position'],
    ['(?:sr-only|not-sr-only)', 'sr'],
    ['container', 'container'],
    ['isolate|isolation-auto', 'isolation'],
    ['(?:visible|invisible|collapse)', 'visibility'],
    [`(p|px|py|ps|pe|pt|pr|pb|pl|m|mx|my|ms|me|mt|mr|mb|ml)-${VALUE}`, '$1'],
    [`(gap|gap-x|gap-y|space-x|space-y)-${VALUE}`, '$1'],
    ['space-[xy]-reverse', '$&'],
    [`(size|w|h|min-w|min-h|max-w|max-h)-${VALUE}`, '$1'],
    [`(inset|inset-x|inset-y|start|end|top|right|bottom|left)-${VALUE}`, '$1'],
    ['z-(?:\\d+|auto|\\[.+\\])', 'z'],
    ['opacity-(?:\\d+|\\[.+\\])', 'opacity'],
    ['flex-(?:1|auto|initial|none|\\[.+\\])', 'flex'],
    ['flex-(?:row|row-reverse|col|col-reverse)', 'flex-direction'],
    ['flex-(?:wrap|wrap-reverse|nowrap)', 'flex-wrap'],
    ['(?:flex-)?grow(?:-.+)?', 'grow'],
    ['(?:flex-)?shrink(?:-.+)?', 'shrink'],
    ['basis-.+', 'basis'],
    ['order-.+', 'order'],
    ['grid-cols-.+', 'grid-cols'],
    ['grid-rows-.+', 'grid-rows'],
    ['col-(?:auto|span-.+)', 'col-start-end'],
    ['row-(?:auto|span-.+)', 'row-start-end'],
    ['items-.+', 'align-items'],
    ['justify-(?:start|end|center|between|around|evenly|stretch|normal|baseline)', 'justify-content'],
    ['self-.+', 'align-self'],
    ['content-(?:start|end|center|between|around|evenly|stretch|normal|baseline)', 'align-content'],
    ['overflow-(?:auto|hidden|clip|visible|scroll)', 'overflow'],
    ['overflow-x-.+', 'overflow-x'],
    ['overflow-y-.+', 'overflow-y'],
    ['line-clamp-.+', 'line-clamp'],
    ['truncate|text-ellipsis|text-clip', 'text-overflow'],
    [`text-(?:${SIZE}|\\[\\d[^\\]]*\\])`, 'font-size'],
    ['text-(?:left|center|right|justify|start|end)', 'text-align'],
    ['text-(?:wrap|nowrap|balance|pretty)', 'text-wrap'],
    ['text-.+', 'text-color'],
    ['font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\\[\\d+\\])', 'font-weight'],
    ['font-.+', 'font-family'],
    ['scrollbar-.+', 'scrollbar'],
    ['leading-.+', 'leading'],
    ['tracking-.+', 'tracking'],
    ['(?:uppercase|lowercase|capitalize|normal-case)', 'text-transform'],
    ['(?:underline|overline|line-through|no-underline)', 'text-decoration'],
    ['underline-offset-.+', 'underline-offset'],
    ['whitespace-.+', 'whitespace'],
    ['break-(?:words|all|keep|normal)', 'break'],
    ['(?:normal-nums|ordinal|slashed-zero|lining-nums|oldstyle-nums|proportional-nums|tabular-nums|diagonal-fractions|stacked-fractions)', 'fvn'],
    ['align-.+', 'vertical-align'],
    ['list-(?:disc|decimal|none)', 'list-style-type'],
    ['(?:rounded|rounded-(?:none|xs|sm|md|lg|[2-4]?xl|full|\\[.+\\]))', 'rounded'],
    ['(rounded-(?:s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl))(?:-.+)?', '$1'],
    [`border${NUMBER}`, 'border-w'],
    [`border-([xysetrbl])${NUMBER}`, 'border-w-$1'],
    ['border-(?:solid|dashed|dotted|double|hidden|none)', 'border-style'],
    ['border-(?:collapse|separate)', 'border-collapse'],
    ['border-.+', 'border-color'],
    [`(divide-[xy])${NUMBER}`, '$1'],
    ['divide-(?:solid|dashed|dotted|double|none)', 'divide-style'],
    ['divide-.+', 'divide-color'],
    [`outline${NUMBER}`, 'outline-w'],
    ['outline-(?:none|solid|dashed|dotted|double|hidden)', 'outline-style'],
    ['outline-offset-.+', 'outline-offset'],
    ['outline-.+', 'outline-color'],
    [`ring${NUMBER}`, 'ring-w'],
    ['ring-inset', 'ring-inset'],
    [`ring-offset-(?:\\d+|\\[\\d+(?:px|rem)\\])`, 'ring-offset-w'],
    ['ring-offset-.+', 'ring-offset-color'],
    ['ring-.+', 'ring-color'],
    [`shadow${SHADOW}`, 'shadow'],
    ['shadow-.+', 'shadow-color'],
    ['bg-(?:fixed|local|scroll)', 'bg-attachment'],
    ['bg-(?:auto|cover|contain)', 'bg-size'],
    ['bg-(?:repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)', 'bg-repeat'],
    ['bg-(?:none|gradient-.+|linear-.+)', 'bg-image'],
    ['bg-(?:bottom|center|left|left-bottom|left-top|right|right-bottom|right-top|top)', 'bg-position'],
    ['bg-.+', 'bg-color'],
    ['fill-.+', 'fill'],
    ['stroke-.+', 'stroke'],
    ['accent-.+', 'accent'],
    ['object-(?:contain|cover|fill|none|scale-down)', 'object-fit'],
    ['aspect-.+', 'aspect'],
    ['transition(?:-.+)?', 'transition'],
    ['duration-.+', 'duration'],
    ['ease-.+', 'ease'],
    ['animate-.+', 'animate'],
    ['cursor-.+', 'cursor'],
    ['pointer-events-.+', 'pointer-events'],
    ['select-.+', 'select'],
    ['resize(?:-.+)?', 'resize'],
    ['touch-.+', 'touch'],
    ['snap-(?:start|end|center|align-none)', 'snap-align'],
    ['snap-(?:none|x|y|both)', 'snap-type'],
    ['rotate-.+', 'rotate'],
    ['scale-x-.+', 'scale-x'],
    ['scale-y-.+', 'scale-y'],
    ['scale-.+', 'scale'],
    ['translate-x-.+', 'translate-x'],
    ['translate-y-.+', 'translate-y'],
    ['backdrop-blur(?:-.+)?', 'backdrop-blur'],
    ['blur(?:-.+)?', 'blur'],
  ] as Array<[string, string]>
).map(([pattern, group]) => [new RegExp(`^(?:${pattern})$`), group]);

const groupCache = new Map<string, string | null>();

function groupOf(utility: string): string | null {
  let group = groupCache.get(utility);
  if (group !== undefined) return group;
  group = null;
  for (const [pattern, name] of GROUPS) {
    if (pattern.test(utility)) {
      group = utility.replace(pattern, name);
      break;
    }
  }
  groupCache.set(utility, group);
  return group;
}

const SIDES = (prefix: string, sides: string) => sides.split(' ').map((side) => `${prefix}${side}`);

// A class of the key group, kept, drops earlier classes of these groups too (`p-2` after `px-4`).
const CONFLICTS: Record<string, string[]> = {
  p: SIDES('p', 'x y s e t r b l'),
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: SIDES('m', 'x y s e t r b l'),
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: SIDES('rounded-', 's e t r b l ss se ee es tl tr br bl'),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': SIDES('border-w-', 'x y s e t r b l'),
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  overflow: ['overflow-x', 'overflow-y'],
};

/** Splits `md:hover:!-mt-2` into its variants, the important mark and the utility. */
function parse(className: string) {
  let depth = 0;
  let start = 0;
  const variants: string[] = [];
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[') depth++;
    else if (char === ']') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '');
  if (utility.startsWith('-')) utility = utility.slice(1);
  return { variants, important, utility };
}

// Variants whose place in the list changes what they select.
const ORDER_SENSITIVE = new Set(['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter', 'first-line', 'marker', 'placeholder', 'selection']);

/** Variants in a canonical order (`hover:md:` is `md:hover:`), arbitrary ones staying where they are. */
function variantKey(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      out.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  out.push(...run.sort());
  return out.join(':');
}

function mergeClasses(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const className of classes.reverse()) {
    const { variants, important, utility } = parse(className);
    const group = groupOf(utility);
    if (group === null) {
      kept.push(className);
      continue;
    }
    const prefix = `${variantKey(variants)}${important ? '!' : ''}:`;
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(prefix + other);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
