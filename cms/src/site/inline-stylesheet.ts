/**
 * The site's stylesheet (the entry's CSS, about 8 KB compressed) written into the page instead of
 * fetched. A <link rel="stylesheet"> holds the first paint until it has arrived: on a phone's first
 * visit that is a whole round trip after the HTML (Lighthouse's "render-blocking resources"; about
 * 0.6 s of the LCP under its slow-4G throttling). A returning visitor pays the 8 KB again on each
 * page rather than reading the sheet from the cache; a round trip costs more than that on a phone.
 *
 * The <link> stays, `disabled`: browsers do not fetch a disabled stylesheet, but Vite's loader of
 * lazy chunks, which lists the entry's CSS among their dependencies, finds it in the document and
 * does not fetch and apply the same sheet a second time.
 *
 * Only when the page's Content-Security-Policy already allows inline <style> ('unsafe-inline' without
 * a hash or nonce beside it, which would disable it): the policy is not loosened for this.
 */
export type InlineStylesheet = { link: string; tag: string };

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/;

/** The stylesheet link index.html names, and the path of its file under the site's folder. */
export function stylesheetLink(html: string): { link: string; href: string } | null {
  const found = STYLESHEET_LINK.exec(html);
  return found ? { link: found[0], href: found[1]! } : null;
}

/** The inline form of the sheet; null when there is no sheet or it cannot be inlined as it is. */
export function inlineStylesheet(link: string | null, source: string | null): InlineStylesheet | null {
  if (!link || !source || /<\/style/i.test(source)) return null;
  return { link, tag: `<style>${source}</style>${link.replace(/>$/, ' disabled>')}` };
}

/** Whether the policy lets a <style> element apply without a hash or a nonce. */
export function allowsInlineStyle(policy: string): boolean {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  const sources = directives.get('style-src-elem') ?? directives.get('style-src') ?? directives.get('default-src');
  if (!sources) return true; // no policy on styles
  return sources.includes("'unsafe-inline'") && !sources.some((source) => /^'(nonce|sha256|sha384|sha512)-/.test(source));
}

/** The page with its stylesheet inline, or as it was. */
export function withInlineStylesheet(html: string, policy: string, sheet: InlineStylesheet | null): string {
  if (!sheet || !html.includes(sheet.link) || !allowsInlineStyle(policy)) return html;
  return html.replace(sheet.link, () => sheet.tag);
}
