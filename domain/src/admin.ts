// Admin forms of SPEC section 5 (categories, products, users), used by the /admin dialogs and
// by the admin-only endpoints.
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, ROLES, type Role } from './constants';
import { CATEGORY_KINDS } from './categories';
import { ISSUE } from './messages';
import { userText } from './text';
import { optionalField, parseBoolean, parseText, strictBody, strictObject } from './fields';
import { parseOptionFilter } from './filters';
import { pageParam, pageSizeParam } from './paging';
import { emailField, PASSWORD_MAX } from './auth';
import { passwordProblem } from './passwords';

const optionalText = (max: number, tooLong: string) =>
  userText({ error: ISSUE.mustBeText })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value ?? undefined);

export const CATEGORY_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** lucide icon names are kebab-case ASCII. */
export const CATEGORY_ICON_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A category of the admin dialog and the studio: the kind picks the listing's extra fields
 * (car, real estate, job or none); colour and icon style its chips and map markers; the Arabic
 * name is a plain field beside the French one (see ARCHITECTURE Decisions).
 */
export const adminCategorySchema = strictObject({
  name: userText({ error: ISSUE.nameTooShort }).trim().min(2, ISSUE.nameTooShort).max(60, ISSUE.invalidInput),
  name_ar: optionalText(60, ISSUE.invalidInput),
  description: optionalText(500, ISSUE.categoryDescriptionTooLong),
  kind: z.enum(CATEGORY_KINDS, { error: ISSUE.categoryKindInvalid }).default('autres'),
  color: z
    .string({ error: ISSUE.categoryColorInvalid })
    .trim()
    .regex(CATEGORY_COLOR_PATTERN, ISSUE.categoryColorInvalid)
    .nullish()
    .transform((v) => v ?? undefined),
  icon: z
    .string({ error: ISSUE.categoryIconInvalid })
    .trim()
    .max(40, ISSUE.categoryIconInvalid)
    .regex(CATEGORY_ICON_PATTERN, ISSUE.categoryIconInvalid)
    .nullish()
    .transform((v) => v ?? undefined),
});
export type AdminCategoryInput = z.output<typeof adminCategorySchema>;

export const adminProductSchema = strictObject({
  title: userText({ error: ISSUE.titleTooShort }).trim().min(5, ISSUE.titleTooShort).max(120, ISSUE.titleTooLong),
  description: userText({ error: ISSUE.descriptionTooShort })
    .trim()
    .min(10, ISSUE.descriptionTooShort)
    .max(5000, ISSUE.descriptionTooLong),
  // The admin dialog has a text price field; numbers from API clients are read as their text.
  price: z
    .union([userText({ error: ISSUE.priceRequired }), z.number()], { error: ISSUE.priceRequired })
    .transform((price) => String(price).trim())
    .pipe(z.string().min(1, ISSUE.priceRequired).max(50, ISSUE.priceInvalid)),
  location: userText({ error: ISSUE.locationRequired }).trim().min(2, ISSUE.locationRequired).max(120, ISSUE.locationTooLong),
  category: userText({ error: ISSUE.categoryRequired }).trim().min(1, ISSUE.categoryRequired).max(100, ISSUE.categoryRequired),
  is_free: z.boolean({ error: ISSUE.mustBeBoolean }).default(false),
  image_url: optionalText(2048, ISSUE.invalidInput),
});
export type AdminProductInput = z.output<typeof adminProductSchema>;

const adminUserFields = {
  username: userText({ error: ISSUE.usernameTooShort }).trim().min(3, ISSUE.usernameTooShort).max(50, ISSUE.invalidInput),
  email: emailField(ISSUE.invalidEmail),
  role: z.enum(ROLES, { error: ISSUE.roleInvalid }).default('user'),
  first_name: userText({ error: ISSUE.firstNameRequired }).trim().min(2, ISSUE.firstNameRequired).max(60, ISSUE.invalidInput),
  last_name: userText({ error: ISSUE.lastNameRequired }).trim().min(2, ISSUE.lastNameRequired).max(60, ISSUE.invalidInput),
  is_active: z.boolean({ error: ISSUE.mustBeBoolean }).optional(),
};

export const adminUserCreateSchema = strictObject({
  ...adminUserFields,
  password: z
    .string({ error: ISSUE.passwordTooShort })
    .max(PASSWORD_MAX, ISSUE.passwordTooLong),
}).superRefine((body, ctx) => {
  const problem = passwordProblem(body.password, [body.email, body.username, body.first_name, body.last_name]);
  if (problem) ctx.addIssue({ code: 'custom', message: ISSUE[problem] as string, path: ['password'] });
});
export type AdminUserCreateInput = z.output<typeof adminUserCreateSchema>;

/** Same rules without the password: an admin never sets another user's password on edit. */
export const adminUserUpdateSchema = strictObject(adminUserFields);
export type AdminUserUpdateInput = z.output<typeof adminUserUpdateSchema>;


/** GET /api/admin/users: search over username, e-mail and full name; role and status filters. */
export const adminUserListQuerySchema = strictBody({
  search: optionalField(parseText(100, ISSUE.searchTooLong)),
  role: optionalField(parseOptionFilter(ROLES, ISSUE.roleInvalid)),
  is_active: optionalField(parseBoolean(ISSUE.booleanParamInvalid)),
  page: pageParam,
  pageSize: pageSizeParam(),
}).transform((q) => ({
  search: q.search || undefined,
  role: q.role ?? undefined,
  isActive: q.is_active,
  page: q.page ?? 1,
  pageSize: q.pageSize ?? PAGE_SIZE_DEFAULT,
}));
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;
/** What the admin screen sends: the query's own names, every one optional ('all' is no filter). */
export type AdminUserListParams = { search?: string; role?: Role | 'all'; is_active?: boolean; page?: number; pageSize?: number };

/** A user as the admin space lists it. */
export interface AdminUser {
  id: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string;
  display_name: string;
  role: Role;
  is_active: boolean;
  last_login: string | null;
  created_at: string | null;
}

export interface MonthChange {
  current: number;
  previous: number;
  /** Percent change from last month, one decimal; null when last month had none. */
  changePercent: number | null;
}

/** GET /api/admin/stats */
export interface AdminStats {
  totalProducts: number;
  totalUsers: number;
  totalCategories: number;
  /** Conversations started by buyers (contact requests): the marketplace's "orders". */
  totalOrders: number;
  /** Products created since the first day of this month (UTC). */
  recentProducts: number;
  /** Users who signed in within the last 30 days. */
  activeUsers: number;
  monthOverMonth: { products: MonthChange; users: MonthChange; orders: MonthChange };
}

/** GET /api/admin/health: each check the admin badge reads ('Système en ligne' when all are ok). */
export interface AdminHealth {
  status: 'ok' | 'degraded';
  checks: { api: 'ok'; database: 'ok' | 'down' };
  /** How long the database took to answer a trivial query, in milliseconds (null when it did not). */
  databaseMs: number | null;
}
