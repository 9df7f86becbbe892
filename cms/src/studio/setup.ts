import type { Core } from '@strapi/strapi';
import { UIDS } from '../db/tables';
import { AD_READ_ONLY_FIELDS } from './roles';
import { BANNER_FIELDS, BANNER_LIST, CATEGORY_FIELDS, CATEGORY_LIST, FAQ_FIELDS, FAQ_LIST, type FieldText } from './texts';

/**
 * What editors need in the studio, set idempotently at every boot through the content manager's
 * configuration service (the same one its "Configure the view" screen writes):
 * - the content locales fr (default) and ar — advertisements and FAQ answers are localised;
 *   Strapi's initial `en` goes away while nothing is written in it;
 * - French labels and help texts on every field of banners, FAQ answers and categories
 *   (studio/texts.ts); the server-kept banner figures are shown greyed out;
 * - list views with the useful columns (banners: title, position, category, window, the three
 *   figures; Strapi adds the publication status of draft & publish types itself). A list view an
 *   editor has rearranged is kept as long as it still shows those columns.
 */
const LOCALES = [
  { code: 'fr', name: 'Français (fr)' },
  { code: 'ar', name: 'العربية (ar)' },
];

interface LocaleService {
  findByCode(code: string): Promise<{ id: number } | null>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | undefined>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
  delete(locale: { id: number }): Promise<unknown>;
}

async function ensureLocales(strapi: Core.Strapi) {
  const locales = strapi.plugin('i18n').service('locales') as LocaleService;
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  }
  if ((await locales.getDefaultLocale()) !== 'fr') await locales.setDefaultLocale({ code: 'fr' });
  const english = await locales.findByCode('en');
  if (english) {
    const localized = Object.values(strapi.contentTypes).filter((ct) => (ct.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized);
    const used = await Promise.all(localized.map((ct) => strapi.db.query(ct.uid).count({ where: { locale: 'en' } })));
    if (used.every((n) => Number(n) === 0)) await locales.delete({ id: english.id });
  }
}

type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };

interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: unknown };
}

interface ContentTypesService {
  findContentType(uid: string): unknown;
  findConfiguration(contentType: unknown): Promise<Configuration>;
  updateConfiguration(contentType: unknown, configuration: Configuration): Promise<unknown>;
}

interface ViewSpec {
  fields: Record<string, FieldText>;
  list: string[];
  readOnly?: string[];
  sort?: { by: string; order: 'ASC' | 'DESC' };
}

/** The metadata a field should have: our texts over whatever else the view holds. */
function withTexts(meta: Metadata, text: FieldText, readOnly: boolean): Metadata {
  const edit = { ...meta.edit, label: text.label, description: text.description ?? '', placeholder: text.placeholder ?? '', ...(readOnly ? { editable: false } : {}) };
  return { ...meta, edit, list: { ...meta.list, label: text.label } };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function ensureView(strapi: Core.Strapi, uid: string, spec: ViewSpec) {
  const service = strapi.plugin('content-manager').service('content-types') as ContentTypesService;
  const contentType = service.findContentType(uid);
  if (!contentType) return;
  const current = await service.findConfiguration(contentType);
  const metadatas = { ...current.metadatas };
  for (const [field, text] of Object.entries(spec.fields)) {
    if (metadatas[field]) metadatas[field] = withTexts(metadatas[field]!, text, spec.readOnly?.includes(field) ?? false);
  }
  const listKept = spec.list.every((c) => current.layouts.list.includes(c));
  const list = listKept ? current.layouts.list : spec.list;
  const settings = !listKept && spec.sort ? { ...current.settings, defaultSortBy: spec.sort.by, defaultSortOrder: spec.sort.order } : current.settings;
  if (listKept && same(metadatas, current.metadatas)) return;
  await service.updateConfiguration(contentType, { settings, metadatas, layouts: { ...current.layouts, list } });
}

/**
 * The studio speaks French unless a studio user picks another language in their profile: every
 * new studio account (invited, seeded, the first administrator) starts with `preferedLanguage: 'fr'`
 * (Strapi's spelling), and accounts that never chose get it at boot. The studio's build opens in
 * French before sign-in (src/admin/app.ts).
 */
function frenchByDefault(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: ['admin::user'],
    beforeCreate(event) {
      const data = event.params.data as { preferedLanguage?: string | null };
      if (!data.preferedLanguage) data.preferedLanguage = 'fr';
    },
  });
}

export async function configureStudio(strapi: Core.Strapi) {
  frenchByDefault(strapi);
  await strapi.db.query('admin::user').updateMany({ where: { preferedLanguage: null }, data: { preferedLanguage: 'fr' } });
  await ensureLocales(strapi);
  await ensureView(strapi, UIDS.advertisement, { fields: BANNER_FIELDS, list: BANNER_LIST, readOnly: AD_READ_ONLY_FIELDS, sort: { by: 'starts_at', order: 'DESC' } });
  await ensureView(strapi, UIDS.faqEntry, { fields: FAQ_FIELDS, list: FAQ_LIST });
  await ensureView(strapi, UIDS.category, { fields: CATEGORY_FIELDS, list: CATEGORY_LIST, sort: { by: 'name', order: 'ASC' } });
}
