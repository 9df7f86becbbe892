// Sign-in and sign-up bodies (SPEC 5): one schema for the auth screen and the server.
import { z } from 'zod';
import { LANGUAGES, type Role } from './constants';
import { ISSUE } from './messages';
import { strictObject } from './fields';
import { hasControlCharacters, userText } from './text';

import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './passwords';

export { PASSWORD_MAX, PASSWORD_MIN } from './passwords';
export const DISPLAY_NAME_MAX = 60;

/** Trimmed, lower-cased e-mail: addresses are unique regardless of case. */
export const emailField = (missing: string) =>
  z
    .string({ error: missing })
    // Checked before trim, which would quietly drop a vertical tab or a form feed.
    .refine((text) => !hasControlCharacters(text), { message: ISSUE.controlCharacters, abort: true })
    .trim()
    .toLowerCase()
    .min(1, missing)
    .max(254, ISSUE.invalidEmail)
    .pipe(z.email({ error: ISSUE.invalidEmail }));

/** Optional display name: blank means "not given". */
export const optionalDisplayName = userText({ error: ISSUE.mustBeText })
  .trim()
  .max(DISPLAY_NAME_MAX, ISSUE.displayNameTooLong)
  .nullish()
  .transform((name) => (name ? name : undefined));

export const signInSchema = strictObject({
  email: emailField(ISSUE.fillAllFields),
  password: z.string({ error: ISSUE.fillAllFields }).min(1, ISSUE.fillAllFields).max(PASSWORD_MAX, ISSUE.passwordTooLong),
});
export type SignInInput = z.output<typeof signInSchema>;

export const signUpSchema = strictObject({
  email: emailField(ISSUE.fillAllFields),
  password: z
    .string({ error: ISSUE.fillAllFields })
    .min(1, ISSUE.fillAllFields)
    .min(PASSWORD_MIN, ISSUE.passwordTooShort)
    .max(PASSWORD_MAX, ISSUE.passwordTooLong),
  display_name: optionalDisplayName,
  /** The interface language at sign-up: the account's e-mails are written in it. */
  language: z.enum(LANGUAGES, { error: ISSUE.languageInvalid }).optional(),
}).superRefine((body, ctx) => {
  const problem = passwordProblem(body.password, [body.email, body.display_name]);
  if (problem) ctx.addIssue({ code: 'custom', message: ISSUE[problem] as string, path: ['password'] });
});
export type SignUpInput = z.output<typeof signUpSchema>;

/** What a client may know about its own session (never the hash or tokens). */
export interface SessionUser {
  id: string;
  email: string;
  display_name: string;
  role: Role;
  /** False until the address is confirmed by its e-mail's link; absent from servers older than e-mail confirmation. */
  email_confirmed?: boolean;
}

/**
 * One signed-in device of the account (GET /api/auth/sessions): what the settings' "Sessions
 * actives" lists. Browser and system are names ('Chromium', 'Linux'); the address is cut to its
 * network ('197.2.14.0/24').
 */
export interface ActiveSession {
  id: string;
  created_at: string;
  last_used_at: string;
  browser: string | null;
  os: string | null;
  ip: string | null;
  /** The session of the request itself ("Cet appareil"). */
  current: boolean;
}

/** POST /api/auth/signup and /api/auth/signin (the refresh token is only in an httpOnly cookie). */
export interface AuthResult {
  token: string;
  user: SessionUser;
}
