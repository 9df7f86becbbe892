// Account life cycle: e-mail confirmation, password reset, notification preferences, deletion.
// One schema per body, shared by the server and the forms.
import { z } from 'zod';
import { ISSUE } from './messages';
import { strictObject } from './fields';
import { emailField, PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { passwordProblem } from './passwords';
import { LANGUAGES } from './constants';

/** A password-reset link works once, within this delay. */
export const RESET_LINK_TTL_MINUTES = 60;
/** A confirmation link works once, within this delay ('Renvoyer' sends a fresh one). */
export const CONFIRM_LINK_TTL_DAYS = 7;
/** At most one account e-mail of a kind per address and minute (a mailbox cannot be flooded). */
export const ACCOUNT_MAIL_INTERVAL_SECONDS = 60;
/** What the danger zone asks the user to type before deleting the account. */
export const DELETE_ACCOUNT_WORD = 'SUPPRIMER';

/**
 * Kinds of notification a user may turn off. Account and security notices are not in the list:
 * they always reach the user.
 */
export const NOTIFICATION_PREFERENCE_KINDS = ['like', 'message', 'promotion', 'alerte', 'price_drop'] as const;
export type NotificationPreferenceKind = (typeof NOTIFICATION_PREFERENCE_KINDS)[number];
export type NotificationPreferences = Record<NotificationPreferenceKind, boolean>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { like: true, message: true, promotion: true, alerte: true, price_drop: true };

const flag = z.boolean({ error: ISSUE.mustBeBoolean });

export const notificationPreferencesSchema = strictObject({
  like: flag.optional(),
  message: flag.optional(),
  promotion: flag.optional(),
  alerte: flag.optional(),
  price_drop: flag.optional(),
});

export const languageSchema = z.enum(LANGUAGES, { error: ISSUE.languageInvalid });

const token = z.string({ error: ISSUE.tokenRequired }).trim().min(1, ISSUE.tokenRequired).max(200, ISSUE.tokenRequired);

const newPassword = z
  .string({ error: ISSUE.passwordRequired })
  .min(1, ISSUE.passwordRequired)
  .min(PASSWORD_MIN, ISSUE.passwordTooShort)
  .max(PASSWORD_MAX, ISSUE.passwordTooLong)
  // The same rules as at sign-up: a reset must not bring back a common password.
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem && problem !== 'passwordTooShort' && problem !== 'passwordTooLong') ctx.addIssue({ code: 'custom', message: ISSUE[problem] as string });
  });

export const forgotPasswordSchema = strictObject({ email: emailField(ISSUE.fillAllFields) });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = strictObject({ token, password: newPassword });
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** The reset page: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string({ error: ISSUE.passwordRequired }) }, { error: ISSUE.invalidInput })
  .refine((v) => v.password === v.confirmPassword, { message: ISSUE.passwordsMismatch, path: ['confirmPassword'] });
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;

export const confirmEmailSchema = strictObject({ token });
export type ConfirmEmailInput = z.output<typeof confirmEmailSchema>;

export const deleteAccountSchema = strictObject({
  password: z.string({ error: ISSUE.passwordRequired }).min(1, ISSUE.passwordRequired).max(PASSWORD_MAX, ISSUE.passwordTooLong),
});
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** The danger zone's form: the password and the typed word. */
export const deleteAccountFormSchema = z.object(
  {
    password: deleteAccountSchema.shape.password,
    confirmation: z.string({ error: ISSUE.deleteConfirmationMismatch }).refine((v) => v.trim().toUpperCase() === DELETE_ACCOUNT_WORD, ISSUE.deleteConfirmationMismatch),
  },
  { error: ISSUE.invalidInput },
);
export type DeleteAccountForm = z.output<typeof deleteAccountFormSchema>;

/** The settings' password section: the current password, the new one twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string({ error: ISSUE.currentPasswordRequired }).min(1, ISSUE.currentPasswordRequired).max(PASSWORD_MAX, ISSUE.passwordTooLong),
    newPassword: newPassword,
    confirmPassword: z.string({ error: ISSUE.passwordRequired }),
  }, { error: ISSUE.invalidInput })
  .refine((v) => v.newPassword === v.confirmPassword, { message: ISSUE.passwordsMismatch, path: ['confirmPassword'] });
export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>;
