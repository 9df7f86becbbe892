import { apiPrice, FIELD_ROWS, isCategoryKind, isListingLifecycle, MESSAGES, type ApiCarFields, type ComponentName, type ApiJobFields, type ApiProduct, type ApiRealEstateFields, type Currency, IMAGE_FORMAT_NAMES, type ImageFormatName, type ProductImage } from '@souk/domain';
import { WEBP_PREFIX } from '../services/product-images';
import { parseJson, toBool, toIso, toNumber } from '../../../db/sql';

/** Row shapes read by the listing SQL, and their mapping to the API's product (docs/API.md). */
export interface ProductRow {
  id: number;
  document_id: string;
  title: string;
  description: string;
  price: unknown;
  currency: string | null;
  is_free: unknown;
  is_reserved: unknown;
  is_promoted: unknown;
  promoted_at: unknown;
  like_count: unknown;
  view_count: unknown;
  condition: string | null;
  city: string | null;
  location: string | null;
  latitude: unknown;
  longitude: unknown;
  created_at: unknown;
  updated_at: unknown;
  category_slug: string | null;
  category_name: string | null;
  category_name_ar: string | null;
  category_color: string | null;
  category_icon: string | null;
  category_kind: string | null;
  is_hidden: unknown;
  owner_document_id: string | null;
  owner_display_name: string | null;
  owner_username: string | null;
  lifecycle?: unknown;
  expires_at?: unknown;
  sold_at?: unknown;
}

export interface ImageRow {
  related_id: number;
  url: string;
  width: unknown;
  height: unknown;
  formats: unknown;
  alternative_text: string | null;
}

export type ComponentRow = Record<string, unknown> & { entity_id: number };

export function toImage(row: ImageRow): ProductImage {
  const raw = parseJson<Record<string, { url: string; width?: number; height?: number }>>(row.formats, {}) ?? {};
  const formats: ProductImage['formats'] = {};
  const webp: ProductImage['webp'] = [];
  for (const [name, f] of Object.entries(raw)) {
    if (!f?.url) continue;
    const format = { url: f.url, width: toNumber(f.width), height: toNumber(f.height) };
    // The WebP twins written at upload (services/product-images.ts) are listed apart, narrowest first.
    if (name.startsWith(WEBP_PREFIX)) webp.push(format);
    else if ((IMAGE_FORMAT_NAMES as readonly string[]).includes(name)) formats[name as ImageFormatName] = format;
  }
  webp.sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return { url: row.url, width: toNumber(row.width), height: toNumber(row.height), alternativeText: row.alternative_text, formats, webp };
}

/** A component row's fields under their API keys, typed by the field table (lists are JSON columns). */
function kindFields(component: ComponentName, row: ComponentRow | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of FIELD_ROWS) {
    if (field.component !== component) continue;
    const v = row ? row[field.column] : undefined;
    if (field.type === 'list') out[field.key] = row ? (parseJson<unknown[]>(v, []) ?? []) : [];
    else out[field.key] = v === undefined || v === null ? null : field.type === 'bool' ? toBool(v) : field.type === 'int' ? toNumber(v) : v;
  }
  return out;
}

export type Components = Partial<Record<ComponentName, ComponentRow>>;

export function serializeProduct(row: ProductRow, images: ProductImage[], components: Components, opts: { list?: boolean } = {}): ApiProduct {
  const isFree = toBool(row.is_free);
  const likeCount = toNumber(row.like_count) ?? 0;
  const first = images[0];
  const description = opts.list && row.description.length > 300 ? `${row.description.slice(0, 297)}...` : row.description;
  return {
    id: row.document_id,
    user_id: row.owner_document_id,
    seller: row.owner_document_id
      ? { id: row.owner_document_id, display_name: row.owner_display_name || row.owner_username || MESSAGES.defaultUserName }
      : null,
    title: row.title,
    description,
    price: apiPrice(isFree, toNumber(row.price)),
    currency: (row.currency ?? 'TND') as Currency,
    is_free: isFree,
    is_reserved: toBool(row.is_reserved),
    is_promoted: toBool(row.is_promoted),
    /** Only the owner's and the admin space's reads ever see a hidden (reported) listing. */
    is_hidden: toBool(row.is_hidden),
    promoted_at: toIso(row.promoted_at),
    like_count: likeCount,
    likes: likeCount,
    view_count: toNumber(row.view_count) ?? 0,
    category: row.category_slug
      ? { slug: row.category_slug, name: row.category_name, name_ar: row.category_name_ar, color: row.category_color, icon: row.category_icon, kind: isCategoryKind(row.category_kind) ? row.category_kind : 'autres' }
      : null,
    condition: row.condition,
    location: row.location ?? '',
    city: row.city,
    latitude: toNumber(row.latitude),
    longitude: toNumber(row.longitude),
    image_url: first ? (first.formats.medium ?? first.formats.small ?? first).url : null,
    images: opts.list ? images.slice(0, 1) : images,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    lifecycle: isListingLifecycle(row.lifecycle) ? row.lifecycle : 'active',
    expires_at: toIso(row.expires_at),
    sold_at: toIso(row.sold_at),
    ...(kindFields('car', components.car) as unknown as ApiCarFields),
    ...(kindFields('real_estate', components.real_estate) as unknown as ApiRealEstateFields),
    ...(kindFields('job', components.job) as unknown as ApiJobFields),
  } satisfies ApiProduct;
}
