import type { Plugin } from 'vite';

/**
 * sonner writes its stylesheet into <head> when its module first runs (the toaster's chunk, fetched
 * once the app has started). Two of its rules also match `html[dir=ltr]` / `html[dir=rtl]` and set
 * custom properties there; custom properties inherit, so inserting that sheet made the browser
 * recompute the style of every element of the page: 230–320 ms of main thread on a throttled phone
 * (Lighthouse), in one task, right after hydration (ARCHITECTURE decision 61).
 *
 * Our Toaster always gets `dir` (app/themed-toaster.tsx), and sonner puts the same properties on
 * `[data-sonner-toaster][dir=…]`, which is where its toasts read them: the `html[dir=…]` halves are
 * dropped, and the sheet then matches only the toaster's own elements.
 */
const ROOT_SELECTORS = [',html[dir=ltr]{', ',html[dir=rtl]{'] as const;

/** sonner's code with its stylesheet scoped to the toaster; throws when sonner's CSS no longer has the expected shape. */
export function scopeSonnerStyles(code: string): string {
  let scoped = code;
  for (const selector of ROOT_SELECTORS) {
    if (!scoped.includes(selector)) throw new Error(`sonner-styles: sonner's stylesheet no longer has "${selector}"; check what it sets on <html> now`);
    scoped = scoped.replace(selector, '{');
  }
  if (/(^|[,{}])\s*(html|:root|body|\*)[\s[{:,]/.test(stylesheetOf(scoped))) throw new Error('sonner-styles: sonner\'s stylesheet matches the whole page again');
  return scoped;
}

/** The CSS text sonner passes to its `__insertCSS(…)`. */
export function stylesheetOf(code: string): string {
  const call = code.indexOf('__insertCSS("');
  if (call === -1) throw new Error('sonner-styles: sonner no longer inserts its stylesheet with __insertCSS');
  const start = call + '__insertCSS("'.length;
  return code.slice(start, code.indexOf('");', start));
}

const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;

export function sonnerStylesPlugin(): Plugin {
  return {
    name: 'sonner-scoped-styles',
    enforce: 'pre',
    transform: (code, id) => (SONNER_MODULE.test(id) ? { code: scopeSonnerStyles(code), map: null } : undefined),
  };
}
