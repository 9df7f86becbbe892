/**
 * The site's boot script (frontend/public/boot.js: saved language, direction and theme before the
 * first paint) written into the page instead of fetched: as a file it is a blocking request in
 * every page's <head>, a round trip on a phone's first visit before anything paints (Lighthouse's
 * "render-blocking resources"). The Content-Security-Policy keeps `script-src 'self'` and allows
 * this one script by its hash; when the policy has no `script-src` to extend, or the script could
 * not be read, the page keeps the <script src> as before.
 */
import { createHash } from 'crypto';

export type InlineBoot = { tag: string; hash: string };

const BOOT_TAG = '<script src="/boot.js"></script>';

/** The inline form of the script's text; null when it cannot be inlined as it is. */
export function inlineBoot(source: string | null): InlineBoot | null {
  if (!source || /<\/script/i.test(source)) return null;
  return { tag: `<script>${source}</script>`, hash: `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'` };
}

/** The page with the script inline and the policy that allows it, or both as they were. */
export function withInlineBoot(html: string, policy: string, boot: InlineBoot | null): { html: string; policy: string } {
  const directive = /(^|;)\s*script-src ([^;]*)/;
  if (!boot || !html.includes(BOOT_TAG) || !directive.test(policy)) return { html, policy };
  return {
    html: html.replace(BOOT_TAG, () => boot.tag),
    policy: policy.replace(directive, (_match, start: string, sources: string) => `${start}script-src ${sources} ${boot.hash}`),
  };
}
