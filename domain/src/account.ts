// Account life cycle: e-mail confirmation, password reset, notification preferences, deletion.
// One schema per body, shared by the server and the forms.
import { z } from 'zod';
import { MESSAGES } from './messages';
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
export const NOTIFICATION_PREFERENCE_KINDS = ['like', 'message', 'promotion'] as const;
export type NotificationPreferenceKind = (typeof NOTIFICATION_PREFERENCE_KINDS)[number];
export type NotificationPreferences = Record<NotificationPreferenceKind, boolean>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { like: true, message: true, promotion: true };

const flag = z.boolean({ error: MESSAGES.mustBeBoolean });

export const notificationPreferencesSchema = strictObject({
  like: flag.optional(),
  message: flag.optional(),
  promotion: flag.optional(),
});

export const languageSchema = z.enum(LANGUAGES, { error: MESSAGES.languageInvalid });

const token = z.string({ error: MESSAGES.tokenRequired }).trim().min(1, MESSAGES.tokenRequired).max(200, MESSAGES.tokenRequired);

const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong)
  // The same rules as at sign-up: a reset must not bring back a common password.
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem && problem !== 'passwordTooShort' && problem !== 'passwordTooLong') ctx.addIssue({ code: 'custom', message: MESSAGES[problem] as string });
  });

export const forgotPasswordSchema = strictObject({ email: emailField(MESSAGES.fillAllFields) });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = strictObject({ token, password: newPassword });
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** The reset page: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string({ error: MESSAGES.passwordRequired }) }, { error: MESSAGES.invalidInput })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsMismatch, path: ['confirmPassword'] });
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;

export const confirmEmailSchema = strictObject({ token });
export type ConfirmEmailInput = z.output<typeof confirmEmailSchema>;

export const deleteAccountSchema = strictObject({
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX, MESSAGES.passwordTooLong),
});
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** The danger zone's form: the password and the typed word. */
export const deleteAccountFormSchema = z.object(
  {
    password: deleteAccountSchema.shape.password,
    confirmation: z.string({ error: MESSAGES.deleteConfirmationMismatch }).refine((v) => v.trim().toUpperCase() === DELETE_ACCOUNT_WORD, MESSAGES.deleteConfirmationMismatch),
  },
  { error: MESSAGES.invalidInput },
);
export type DeleteAccountForm = z.output<typeof deleteAccountFormSchema>;

/** The settings' password section: the current password, the new one twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired).max(PASSWORD_MAX, MESSAGES.passwordTooLong),
    newPassword: newPassword,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }),
  }, { error: MESSAGES.invalidInput })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordsMismatch, path: ['confirmPassword'] });
export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>;
