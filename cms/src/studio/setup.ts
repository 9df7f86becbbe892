import type { Core } from '@strapi/strapi';
import { UIDS } from '../db/tables';

/**
 * What editors need in the studio, set idempotently at every boot:
 * - the content locales fr (default) and ar — advertisements and FAQ answers are localised;
 *   Strapi's initial `en` goes away while nothing is written in it;
 * - the advertisements list view shows position, schedule and both counters, so an editor sees
 *   at a glance what runs where and how it performs.
 * A list view an editor has rearranged is kept as long as it still shows those columns.
 */
const AD_LIST = ['id', 'title', 'position', 'starts_at', 'ends_at', 'impression_count', 'click_count', 'click_through_rate'];
const AD_LABELS: Record<string, string> = {
  title: 'Titre',
  position: 'Emplacement',
  starts_at: 'Début',
  ends_at: 'Fin',
  impression_count: 'Impressions',
  click_count: 'Clics',
  click_through_rate: 'Taux de clic',
};
/** Kept by the server (lib/studio-rules.ts strips them from writes): shown greyed out in the edit view. */
const AD_READ_ONLY: Record<string, { label: string; description: string }> = {
  impression_count: { label: 'Impressions', description: 'Compté par le site, non modifiable' },
  click_count: { label: 'Clics', description: 'Compté par le site, non modifiable' },
  click_through_rate: { label: 'Taux de clic (CTR)', description: 'Clics ÷ impressions, calculé par le site' },
  daily_stats: { label: 'Statistiques par jour', description: 'Impressions, clics et CTR des 30 derniers jours' },
};
const FAQ_LIST = ['id', 'question', 'keywords', 'priority'];

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

interface ListConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown };
}

interface ContentTypesService {
  findContentType(uid: string): unknown;
  findConfiguration(contentType: unknown): Promise<ListConfiguration>;
  updateConfiguration(contentType: unknown, configuration: ListConfiguration): Promise<unknown>;
}

async function ensureListView(strapi: Core.Strapi, uid: string, columns: string[], labels: Record<string, string>, sort?: { by: string; order: 'ASC' | 'DESC' }) {
  const service = strapi.plugin('content-manager').service('content-types') as ContentTypesService;
  const contentType = service.findContentType(uid);
  if (!contentType) return;
  const current = await service.findConfiguration(contentType);
  if (columns.every((c) => current.layouts.list.includes(c))) return;
  const metadatas = { ...current.metadatas };
  for (const [field, label] of Object.entries(labels)) {
    const meta = metadatas[field] ?? {};
    metadatas[field] = { ...meta, list: { ...meta.list, label, searchable: true, sortable: true } };
  }
  const settings = sort ? { ...current.settings, defaultSortBy: sort.by, defaultSortOrder: sort.order } : current.settings;
  await service.updateConfiguration(contentType, { settings, metadatas, layouts: { ...current.layouts, list: columns } });
}

async function ensureReadOnlyFields(strapi: Core.Strapi, uid: string, fields: Record<string, { label: string; description: string }>) {
  const service = strapi.plugin('content-manager').service('content-types') as ContentTypesService;
  const contentType = service.findContentType(uid);
  if (!contentType) return;
  const current = await service.findConfiguration(contentType);
  const done = Object.keys(fields).every((f) => current.metadatas[f]?.edit?.editable === false);
  if (done) return;
  const metadatas = { ...current.metadatas };
  for (const [field, text] of Object.entries(fields)) {
    const meta = metadatas[field] ?? {};
    metadatas[field] = { ...meta, edit: { ...meta.edit, label: text.label, description: text.description, editable: false } };
  }
  await service.updateConfiguration(contentType, { settings: current.settings, metadatas, layouts: current.layouts });
}

export async function configureStudio(strapi: Core.Strapi) {
  await ensureLocales(strapi);
  await ensureListView(strapi, UIDS.advertisement, AD_LIST, AD_LABELS, { by: 'starts_at', order: 'DESC' });
  await ensureReadOnlyFields(strapi, UIDS.advertisement, AD_READ_ONLY);
  await ensureListView(strapi, UIDS.faqEntry, FAQ_LIST, { question: 'Question', keywords: 'Mots-clés', priority: 'Priorité' });
}
