import type { Core } from '@strapi/strapi';
import { createProductSchemas, isCategoryKind, type CategoryKind } from '@souk/domain';
import { sharedInvalidation } from '../../../cache/cache-bus';

/**
 * Categories are data: admins create them in /admin, editors in the studio. Product writes and
 * filters need a category's kind synchronously (inside the zod schema), so the slugs and kinds
 * live in memory, loaded on first use and dropped on every category write (API services and the
 * document-service middleware for studio edits), in every replica (src/cache/cache-bus.ts); TTL_MS
 * only matters while Redis is away.
 */
const TTL_MS = 30_000;

interface Entry {
  id: number;
  documentId: string;
  kind: CategoryKind;
}

let entries: Map<string, Entry> | null = null;
let loadedAt = 0;
let loading: Promise<Map<string, Entry>> | null = null;
const listeners = new Set<() => void>();

async function read(strapi: Core.Strapi): Promise<Map<string, Entry>> {
  const rows = (await strapi.db.connection('categories').select('id', 'document_id', 'slug', 'kind')) as Array<Record<string, unknown>>;
  return new Map(
    rows.map((r) => [String(r.slug), { id: Number(r.id), documentId: String(r.document_id), kind: isCategoryKind(r.kind) ? r.kind : 'autres' }]),
  );
}

/** Makes sure the slugs and kinds are in memory (one query at most per TTL). */
export async function loadCategories(strapi: Core.Strapi): Promise<void> {
  if (entries && Date.now() - loadedAt < TTL_MS) return;
  loading ??= read(strapi).finally(() => (loading = null));
  const fresh = await loading;
  entries = fresh;
  loadedAt = Date.now();
}

/** A category's kind by slug; null when no such category (call loadCategories first). */
export const categoryKindOf = (slug: string): CategoryKind | null => entries?.get(slug)?.kind ?? null;

export const categoryExists = (slug: string) => entries?.has(slug) ?? false;

/** A category's row id by slug; null when no such category (call loadCategories first). */
export const categoryIdOf = (slug: string): number | null => entries?.get(slug)?.id ?? null;

/** Every write to categories (API or studio) awaits this: lookups and the cached list start over, in every replica. */
export const invalidateCategories = sharedInvalidation('categories', () => {
  entries = null;
  loadedAt = 0;
  for (const listener of listeners) listener();
});

export function onCategoriesChanged(listener: () => void) {
  listeners.add(listener);
}

/** The product body schemas, checking categories against the database. */
export const productSchemas = createProductSchemas(categoryKindOf);
