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
const SHADOW = '(?:-(?:2?xs|sm|md|lg|2?xl|inner|none))?';
const NUMBER = '(?:|-\\d+|-\\[\\d+(?:px|rem)\\])';
// Values a spacing, sizing or inset utility takes (tailwind-merge refuses others: `top-center`).
const VALUE = '(?:[\\d.]+|\\d+/\\d+|px|auto|full|screen|fit|min|max|none|prose|[sld]v[hw]|xs|sm|md|lg|[2-7]?xl|\\[.+\\])';

// Utilities whose group is their prefix, whatever the value (`leading-7`, `cursor-pointer`). Last in
// the table: a colour is any value of text-, bg-, border-… not recognised before as a size or a keyword,
// as in tailwind-merge. In an alternation a longer prefix comes before the one it starts with.
const BY_PREFIX =
  'ring-offset|ring|text|font|border|divide|outline|shadow|bg|items|self|basis|order|grid-cols|grid-rows|overflow-x|overflow-y|' +
  'line-clamp|scrollbar|leading|tracking|underline-offset|whitespace|align|fill|stroke|accent|aspect|duration|ease|animate|' +
  'cursor|pointer-events|select|touch|rotate|scale-x|scale-y|scale|translate-x|translate-y';

// [utility pattern, group ($1: the pattern's first capture)]; the first pattern that matches names the group.
const GROUPS: Array<[RegExp, string]> = (
  [
    ['(?:inline-)?(?:block|flex|grid)|inline|contents|flow-root|list-item|hidden|table', 'display'],
    ['static|fixed|absolute|relative|sticky', 'position'],
    ['(?:not-)?sr-only', 'sr'],
    ['container|isolate', '$&'],
    [`(p[xyseblrt]?|m[xyseblrt]?|gap|gap-[xy]|space-[xy]|size|w|h|min-w|min-h|max-w|max-h|inset|inset-[xy]|start|end|top|right|bottom|left)-${VALUE}`, '$1'],
    ['z-(?:\\d+|auto|\\[.+\\])', 'z'],
    ['opacity-(?:\\d+|\\[.+\\])', 'opacity'],
    ['flex-(?:1|auto|initial|none|\\[.+\\])', 'flex'],
    ['flex-(?:row|col)(?:-reverse)?', 'flex-direction'],
    ['flex-(?:wrap|wrap-reverse|nowrap)', 'flex-wrap'],
    ['(?:flex-)?(grow|shrink)(?:-.+)?', '$1'],
    ['col-(?:auto|span-.+)', 'col-start-end'],
    ['row-(?:auto|span-.+)', 'row-start-end'],
    ['(justify|content)-(?:start|end|center|between|around|evenly|stretch|normal|baseline)', '$1'],
    ['overflow-(?:auto|hidden|clip|visible|scroll)', 'overflow'],
    ['truncate|text-ellipsis|text-clip', 'text-overflow'],
    [`text-(?:${SIZE}|\\[\\d[^\\]]*\\])`, 'font-size'],
    ['text-(?:left|center|right|justify|start|end)', 'text-align'],
    ['text-(?:wrap|nowrap|balance|pretty)', 'text-wrap'],
    ['font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\\[\\d+\\])', 'font-weight'],
    ['uppercase|lowercase|capitalize|normal-case', 'text-transform'],
    ['underline|overline|line-through|no-underline', 'text-decoration'],
    ['break-(?:words|all|keep|normal)', 'break'],
    ['(?:tabular|proportional)-nums', 'fvn-spacing'],
    ['list-(?:disc|decimal|none)', 'list-style-type'],
    ['rounded(?:-(?:none|xs|sm|md|lg|[2-4]?xl|full|\\[.+\\]))?', 'rounded'],
    ['(rounded-(?:[setrbl]|ss|se|ee|es|tl|tr|br|bl))(?:-.+)?', '$1'],
    [`border${NUMBER}`, 'border-w'],
    [`border-([xysetrbl])${NUMBER}`, 'border-w-$1'],
    [`(divide-[xy])${NUMBER}`, '$1'],
    [`outline${NUMBER}`, 'outline-w'],
    ['(border|divide|outline)-(?:solid|dashed|dotted|double|hidden|none)', '$1-style'],
    ['border-(?:collapse|separate)', 'border-collapse'],
    ['outline-offset-.+', 'outline-offset'],
    [`ring${NUMBER}`, 'ring-w'],
    ['ring-inset', 'ring-inset'],
    [`ring-offset-(?:\\d+|\\[\\d+(?:px|rem)\\])`, 'ring-offset-w'],
    [`shadow${SHADOW}`, 'shadow-size'],
    ['bg-(?:fixed|local|scroll)', 'bg-attachment'],
    ['bg-(?:auto|cover|contain)', 'bg-size'],
    ['bg-(?:no-)?repeat(?:-[xy]|-round|-space)?', 'bg-repeat'],
    ['bg-(?:none|gradient-.+|linear-.+)', 'bg-image'],
    ['bg-(?:center|top|bottom|(?:left|right)(?:-top|-bottom)?)', 'bg-position'],
    ['object-(?:contain|cover|fill|none|scale-down)', 'object-fit'],
    ['transition(?:-.+)?', 'transition'],
    ['resize(?:-.+)?', 'resize'],
    ['snap-(?:start|end|center|align-none)', 'snap-align'],
    ['snap-(?:none|x|y|both)', 'snap-type'],
    ['((?:backdrop-)?blur)(?:-.+)?', '$1'],
    [`(${BY_PREFIX})-.+`, '$1'],
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

// A class of the key group, kept, drops earlier classes of these groups too (`p-2` after `px-4`).
const CONFLICTS: Record<string, string[]> = Object.fromEntries(
  [
    'p:px py ps pe pt pr pb pl',
    'px:ps pe pr pl',
    'py:pt pb',
    'm:mx my ms me mt mr mb ml',
    'mx:ms me mr ml',
    'my:mt mb',
    'size:w h',
    'flex:basis grow shrink',
    'gap:gap-x gap-y',
    'inset:inset-x inset-y start end top right bottom left',
    'inset-x:right left start end',
    'inset-y:top bottom',
    'font-size:leading',
    'line-clamp:display overflow',
    'rounded:rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl',
    'rounded-s:rounded-ss rounded-es',
    'rounded-e:rounded-se rounded-ee',
    'rounded-t:rounded-tl rounded-tr',
    'rounded-r:rounded-tr rounded-br',
    'rounded-b:rounded-br rounded-bl',
    'rounded-l:rounded-tl rounded-bl',
    'border-w:border-w-x border-w-y border-w-s border-w-e border-w-t border-w-r border-w-b border-w-l',
    'border-w-x:border-w-s border-w-e border-w-r border-w-l',
    'border-w-y:border-w-t border-w-b',
    'overflow:overflow-x overflow-y',
  ].map((line) => {
    const [group, others] = line.split(':') as [string, string];
    return [group, others.split(' ')];
  }),
);

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
const ORDER_SENSITIVE = new Set('* ** after backdrop before details-content file first-letter first-line marker placeholder selection'.split(' '));

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

// The same class lists are merged again and again: a served home calls this 260 times for 32
// distinct lists (24 cards, each with its buttons). The answer is kept, as tailwind-merge keeps
// its own. Bounded: a list built from changing values (a width in brackets, say) would otherwise
// grow it for ever.
const merged = new Map<string, string>();
const MERGED_KEPT = 1000;

function mergeClasses(classList: string): string {
  let answer = merged.get(classList);
  if (answer === undefined) {
    if (merged.size >= MERGED_KEPT) merged.clear();
    answer = mergeUncached(classList);
    merged.set(classList, answer);
  }
  return answer;
}

function mergeUncached(classList: string): string {
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
