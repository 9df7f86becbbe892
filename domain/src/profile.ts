// Profile (GET/PUT /api/profile), settings password change (PATCH /api/profile) and the settings
// page's password confirmation.
import { z } from 'zod';
import type { Language, Role } from './constants';
import { ISSUE } from './messages';
import { strictObject } from './fields';
import { userText } from './text';
import { DISPLAY_NAME_MAX, PASSWORD_MAX } from './auth';
import { languageSchema, notificationPreferencesSchema, type NotificationPreferences } from './account';
import { passwordProblem } from './passwords';
import type { SellerRating } from './review';
import type { ResponseStats } from './seller';

export const PHONE_PATTERN = /^[+0-9 ().-]{6,20}$/;

const displayName = userText({ error: ISSUE.displayNameRequired })
  .trim()
  .min(1, ISSUE.displayNameRequired)
  .max(DISPLAY_NAME_MAX, ISSUE.displayNameTooLong);

/** Clearable text: null and '' both store an empty value. */
const clearableText = (max: number, tooLong: string) =>
  userText({ error: ISSUE.mustBeText })
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((value) => value ?? '');

const flag = z.boolean({ error: ISSUE.mustBeBoolean });

/** Every field optional so the profile page and the privacy section can each send their part. */
export const profileSchema = strictObject({
  display_name: displayName.optional(),
  bio: clearableText(1000, ISSUE.bioTooLong).optional(),
  location: clearableText(120, ISSUE.locationTooLong).optional(),
  phone: clearableText(20, ISSUE.phoneInvalid)
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), ISSUE.phoneInvalid)
    .optional(),
  show_email: flag.optional(),
  show_phone: flag.optional(),
  allow_messages: flag.optional(),
  /** Language of the account's e-mails (the interface language the user picked). */
  language: languageSchema.optional(),
  /** Kinds of notification received; absent kinds stay as they are. */
  notification_preferences: notificationPreferencesSchema.optional(),
});
export type ProfileInput = z.output<typeof profileSchema>;

/** A blank password field means "not changing it". */
const optionalPassword = z
  .string({ error: ISSUE.mustBeText })
  .max(PASSWORD_MAX, ISSUE.passwordTooLong)
  .nullish()
  .transform((value) => (value ? value : undefined));

export const profilePatchSchema = strictObject({
  display_name: displayName,
  currentPassword: optionalPassword,
  newPassword: optionalPassword.superRefine((value, ctx) => {
    const problem = value === undefined ? null : passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: ISSUE[problem] as string });
  }),
}).superRefine((patch, ctx) => {
  if (patch.newPassword !== undefined && patch.currentPassword === undefined) {
    ctx.addIssue({ code: 'custom', message: ISSUE.currentPasswordRequired, path: ['currentPassword'] });
  }
});
export type ProfilePatchInput = z.output<typeof profilePatchSchema>;

/** Settings page: a new password, if entered, must equal its confirmation. */
export const settingsPasswordSchema = z
  .object({
    newPassword: z.string({ error: ISSUE.mustBeText }).max(PASSWORD_MAX, ISSUE.passwordTooLong).default(''),
    confirmPassword: z.string({ error: ISSUE.mustBeText }).max(PASSWORD_MAX, ISSUE.passwordTooLong).default(''),
  }, { error: ISSUE.invalidInput })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (newPassword === '') return;
    const problem = passwordProblem(newPassword);
    if (problem) ctx.addIssue({ code: 'custom', message: ISSUE[problem] as string, path: ['newPassword'] });
    if (newPassword !== confirmPassword) {
      ctx.addIssue({ code: 'custom', message: ISSUE.passwordsMismatch, path: ['confirmPassword'] });
    }
  });
export type SettingsPasswordInput = z.output<typeof settingsPasswordSchema>;

/** GET/PUT/PATCH /api/profile: the caller's own profile. */
export interface Profile {
  user_id: string;
  email: string;
  display_name: string;
  bio: string | null;
  location: string | null;
  phone: string | null;
  role: Role;
  created_at: string | null;
  show_email: boolean;
  show_phone: boolean;
  allow_messages: boolean;
  /** False until the address is confirmed by its e-mail's link (publishing and messaging wait for it). */
  email_confirmed: boolean;
  /** Language of the account's e-mails. */
  language: Language;
  /** Kinds of notification the user receives (settings; honoured by the server). */
  notification_preferences: NotificationPreferences;
}

/** PATCH /api/profile: `token` only when the password changed (every other session ended). */
export interface ProfilePatchResult {
  data: Profile;
  token?: string;
}

/** GET /api/users/:id/profile: e-mail and phone are null unless the user chose to show them. */
export interface PublicProfile {
  id: string;
  display_name: string;
  created_at: string | null;
  bio: string | null;
  location: string | null;
  email: string | null;
  phone: string | null;
  allow_messages: boolean;
  /** Visible reviews and their average (null under RATING_MIN_REVIEWS: 'Nouveau vendeur'). */
  rating: SellerRating;
  /** How they answer buyers over the last 90 days (null figures under 3 conversations). */
  response: ResponseStats;
  /** Whether their e-mail address is confirmed (a badge; the address itself only with show_email). */
  email_confirmed: boolean;
}
