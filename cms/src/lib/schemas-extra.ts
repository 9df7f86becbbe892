/**
 * Request schemas the second half of the API needs and `@souk/domain` does not export yet.
 * TODO(domain): move these into @souk/domain (messages/conversation, pagination, advertisements,
 * admin users list) so the frontend validates with the same rules; the cms then imports them.
 */
import { z } from 'zod';
import {
  AD_POSITIONS,
  MESSAGE_MAX_LENGTH,
  MESSAGES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  ROLES,
  optionalField,
  parseBoolean,
  parseNumber,
  parseText,
  resolveCategorySlug,
  strictBody,
  strictObject,
  type AdPosition,
  type CategorySlug,
  type Parsed,
  type Role,
  userText,
} from '@souk/domain';

const page = optionalField(parseNumber({ min: 1, max: 1_000_000, integer: true }, MESSAGES.pageInvalid));
const pageSizeUpTo = (max: number) => optionalField(parseNumber({ min: 1, max, integer: true }, MESSAGES.pageSizeInvalid));

export interface Pagination {
  page: number;
  pageSize: number;
}

/** `?page=&pageSize=` and nothing else (list endpoints take only their documented parameters). */
export const paginationQuerySchema = (defaultSize = PAGE_SIZE_DEFAULT, maxSize = PAGE_SIZE_MAX) =>
  strictBody({ page, pageSize: pageSizeUpTo(maxSize) }).transform((q): Pagination => ({ page: q.page ?? 1, pageSize: q.pageSize ?? defaultSize }));

/** An empty body: actions such as mark-as-read or an ad click take no input at all. */
export const emptyBodySchema = strictObject({});

const documentIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const documentId = (missing: string) =>
  z
    .union([userText({ error: missing }), z.number()], { error: missing })
    .transform((id) => String(id).trim())
    .pipe(z.string().min(1, missing).regex(documentIdPattern, MESSAGES.invalidInput));

const content = userText({ error: MESSAGES.messageEmpty }).trim().min(1, MESSAGES.messageEmpty).max(MESSAGE_MAX_LENGTH, MESSAGES.messageTooLong);

/**
 * POST /api/messages: into an existing conversation (`conversation_id`) or about a product
 * (`product_id`: the caller's conversation with its seller, started when needed — the seller
 * contact card of the product page).
 */
export const messageSendSchema = strictObject({
  content,
  conversation_id: documentId(MESSAGES.conversationRequired).optional(),
  product_id: documentId(MESSAGES.productIdRequired).optional(),
}).superRefine((body, ctx) => {
  const targets = [body.conversation_id, body.product_id].filter((t) => t !== undefined).length;
  if (targets !== 1) ctx.addIssue({ code: 'custom', message: MESSAGES.conversationRequired, path: ['conversation_id'] });
});
export type MessageSendInput = z.output<typeof messageSendSchema>;

const isAll = (value: unknown) => typeof value === 'string' && value.trim().toLowerCase() === 'all';

function parsePosition(value: unknown): Parsed<AdPosition> {
  return typeof value === 'string' && (AD_POSITIONS as readonly string[]).includes(value)
    ? { ok: true, value: value as AdPosition }
    : { ok: false, message: 'Emplacement publicitaire inconnu' };
}

function parseCategoryFilter(value: unknown): Parsed<CategorySlug | undefined> {
  if (isAll(value)) return { ok: true, value: undefined };
  const slug = typeof value === 'string' ? resolveCategorySlug(value) : null;
  return slug ? { ok: true, value: slug } : { ok: false, message: MESSAGES.categoryUnknown };
}

function parseLocale(value: unknown): Parsed<'fr' | 'ar'> {
  return value === 'fr' || value === 'ar' ? { ok: true, value } : { ok: false, message: 'Langue inconnue (fr ou ar)' };
}

/** GET /api/advertisements?position=&category=&locale= */
export const advertisementQuerySchema = strictBody({
  position: optionalField(parsePosition),
  category: optionalField(parseCategoryFilter),
  locale: optionalField(parseLocale),
}).transform((q) => ({ position: q.position, category: q.category ?? undefined, locale: q.locale ?? ('fr' as const) }));
export type AdvertisementQuery = z.output<typeof advertisementQuerySchema>;

function parseRoleFilter(value: unknown): Parsed<Role | undefined> {
  if (isAll(value)) return { ok: true, value: undefined };
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
    ? { ok: true, value: value as Role }
    : { ok: false, message: MESSAGES.roleInvalid };
}

/** GET /api/admin/users: search over username, e-mail and full name; role and status filters. */
export const adminUserListQuerySchema = strictBody({
  search: optionalField(parseText(100, MESSAGES.searchTooLong)),
  role: optionalField(parseRoleFilter),
  is_active: optionalField(parseBoolean(MESSAGES.booleanParamInvalid)),
  page,
  pageSize: pageSizeUpTo(PAGE_SIZE_MAX),
}).transform((q) => ({
  search: q.search || undefined,
  role: q.role ?? undefined,
  isActive: q.is_active,
  page: q.page ?? 1,
  pageSize: q.pageSize ?? PAGE_SIZE_DEFAULT,
}));
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;
