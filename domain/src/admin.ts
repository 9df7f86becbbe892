// Admin forms of SPEC section 5 (categories, products, users), used by the /admin dialogs and
// by the admin-only endpoints.
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, ROLES, type Role } from './constants';
import { CATEGORY_KINDS } from './categories';
import { MESSAGES } from './messages';
import { optionalField, parseBoolean, parseText, strictBody, strictObject } from './fields';
import { parseOptionFilter } from './filters';
import { pageParam, pageSizeParam } from './paging';
import { emailField, PASSWORD_MAX, PASSWORD_MIN } from './auth';

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: MESSAGES.mustBeText })
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
  name: z.string({ error: MESSAGES.nameTooShort }).trim().min(2, MESSAGES.nameTooShort).max(60, MESSAGES.invalidInput),
  name_ar: optionalText(60, MESSAGES.invalidInput),
  description: optionalText(500, MESSAGES.categoryDescriptionTooLong),
  kind: z.enum(CATEGORY_KINDS, { error: MESSAGES.categoryKindInvalid }).default('autres'),
  color: z
    .string({ error: MESSAGES.categoryColorInvalid })
    .trim()
    .regex(CATEGORY_COLOR_PATTERN, MESSAGES.categoryColorInvalid)
    .nullish()
    .transform((v) => v ?? undefined),
  icon: z
    .string({ error: MESSAGES.categoryIconInvalid })
    .trim()
    .max(40, MESSAGES.categoryIconInvalid)
    .regex(CATEGORY_ICON_PATTERN, MESSAGES.categoryIconInvalid)
    .nullish()
    .transform((v) => v ?? undefined),
});
export type AdminCategoryInput = z.output<typeof adminCategorySchema>;

export const adminProductSchema = strictObject({
  title: z.string({ error: MESSAGES.titleTooShort }).trim().min(5, MESSAGES.titleTooShort).max(120, MESSAGES.titleTooLong),
  description: z
    .string({ error: MESSAGES.descriptionTooShort })
    .trim()
    .min(10, MESSAGES.descriptionTooShort)
    .max(5000, MESSAGES.descriptionTooLong),
  // The admin dialog has a text price field; numbers from API clients are read as their text.
  price: z
    .union([z.string(), z.number()], { error: MESSAGES.priceRequired })
    .transform((price) => String(price).trim())
    .pipe(z.string().min(1, MESSAGES.priceRequired).max(50, MESSAGES.priceInvalid)),
  location: z.string({ error: MESSAGES.locationRequired }).trim().min(2, MESSAGES.locationRequired).max(120, MESSAGES.locationTooLong),
  category: z.string({ error: MESSAGES.categoryRequired }).trim().min(1, MESSAGES.categoryRequired).max(100, MESSAGES.categoryRequired),
  is_free: z.boolean({ error: MESSAGES.mustBeBoolean }).default(false),
  image_url: optionalText(2048, MESSAGES.invalidInput),
});
export type AdminProductInput = z.output<typeof adminProductSchema>;

const adminUserFields = {
  username: z.string({ error: MESSAGES.usernameTooShort }).trim().min(3, MESSAGES.usernameTooShort).max(50, MESSAGES.invalidInput),
  email: emailField(MESSAGES.invalidEmail),
  role: z.enum(ROLES, { error: MESSAGES.roleInvalid }).default('user'),
  first_name: z.string({ error: MESSAGES.firstNameRequired }).trim().min(2, MESSAGES.firstNameRequired).max(60, MESSAGES.invalidInput),
  last_name: z.string({ error: MESSAGES.lastNameRequired }).trim().min(2, MESSAGES.lastNameRequired).max(60, MESSAGES.invalidInput),
  is_active: z.boolean({ error: MESSAGES.mustBeBoolean }).optional(),
};

export const adminUserCreateSchema = strictObject({
  ...adminUserFields,
  password: z
    .string({ error: MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX, MESSAGES.passwordTooLong),
});
export type AdminUserCreateInput = z.output<typeof adminUserCreateSchema>;

/** Same rules without the password: an admin never sets another user's password on edit. */
export const adminUserUpdateSchema = strictObject(adminUserFields);
export type AdminUserUpdateInput = z.output<typeof adminUserUpdateSchema>;

/** The management page's status select (SPEC 2.17). */
export const PRODUCT_STATUSES = ['all', 'promoted', 'regular', 'free', 'paid'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];


/** GET /api/admin/users: search over username, e-mail and full name; role and status filters. */
export const adminUserListQuerySchema = strictBody({
  search: optionalField(parseText(100, MESSAGES.searchTooLong)),
  role: optionalField(parseOptionFilter(ROLES, MESSAGES.roleInvalid)),
  is_active: optionalField(parseBoolean(MESSAGES.booleanParamInvalid)),
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
