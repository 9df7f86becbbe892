import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';

/** The attribute writes on <html> while `change` runs (a same-value write is a mutation too). */
async function htmlWritesDuring(change: () => Promise<unknown>) {
  const records: string[] = [];
  const observer = new MutationObserver((list) => list.forEach((r) => records.push(r.attributeName ?? '')));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
  await change();
  records.push(...observer.takeRecords().map((r) => r.attributeName ?? ''));
  observer.disconnect();
  return records;
}

describe('the page language on <html>', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('follows the language and its direction', async () => {
    await i18n.changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await i18n.changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('is not written again when it does not change: a write restyles the whole page', async () => {
    await i18n.changeLanguage('ar');
    expect(await htmlWritesDuring(() => i18n.changeLanguage('ar'))).toEqual([]);
    expect(await htmlWritesDuring(() => i18n.changeLanguage('fr'))).toEqual(['lang', 'dir']);
  });
});
