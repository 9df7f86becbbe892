import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopeSonnerStyles, stylesheetOf } from './sonner-styles';

// The sonner the app is built with: the ES module Vite bundles (its "import" export).
const require = createRequire(import.meta.url);
const sonnerModule = path.join(path.dirname(require.resolve('sonner')), 'index.mjs');
const sonner = readFileSync(sonnerModule, 'utf8');

describe('sonner\'s stylesheet, scoped to the toaster', () => {
  it('no longer sets anything on <html>, so inserting it does not restyle the whole page', () => {
    expect(stylesheetOf(sonner)).toContain('html[dir=rtl]');
    const css = stylesheetOf(scopeSonnerStyles(sonner));
    expect(css).not.toMatch(/html|:root|body/);
  });

  it('keeps the direction variables on the toaster, where its toasts read them', () => {
    const css = stylesheetOf(scopeSonnerStyles(sonner));
    expect(css).toContain('[data-sonner-toaster][dir=ltr]{--toast-icon-margin-start:-3px');
    expect(css).toContain('[data-sonner-toaster][dir=rtl]{--toast-icon-margin-start:4px');
    // Nothing else changed.
    expect(css.length).toBe(stylesheetOf(sonner).length - ',html[dir=ltr]'.length - ',html[dir=rtl]'.length);
  });

  it('refuses a sonner whose stylesheet changed shape, rather than shipping it unscoped', () => {
    expect(() => scopeSonnerStyles('__insertCSS("[data-sonner-toaster]{color:red}");')).toThrow(/no longer has/);
    expect(() => scopeSonnerStyles(sonner.replace('[data-sonner-toaster]{position:fixed', ':root{position:fixed'))).toThrow(/whole page/);
  });
});
