import type { z } from 'zod';
import { MESSAGES } from './messages';
import { formatZodIssues } from './zod-issues';
import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  deleteAccountFormSchema,
  forgotPasswordSchema,
  notificationPreferencesSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './account';
import { profileSchema } from './profile';
import { signUpSchema } from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: z.core.$ZodIssue[] } }) => (result.error ? formatZodIssues(result.error).message : undefined);

describe('account schemas', () => {
  it('forgot password: a trimmed, lower-cased e-mail', () => {
    expect(forgotPasswordSchema.parse({ email: '  Amira@Souk.TN ' })).toEqual({ email: 'amira@souk.tn' });
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: 'non' }))).toBe('Email invalide');
  });

  it('reset: the link’s token and a password of at least 8 characters, not a common one; the form wants it twice', () => {
    expect(firstMessage(resetPasswordSchema.safeParse({ token: '', password: 'secret12' }))).toBe('Le lien est incomplet');
    expect(firstMessage(resetPasswordSchema.safeParse({ token: 'x', password: '123' }))).toBe(MESSAGES.passwordTooShort);
    expect(firstMessage(resetPasswordSchema.safeParse({ token: 'x', password: 'motdepasse1' }))).toBe(MESSAGES.passwordTooCommon);
    expect(firstMessage(resetPasswordFormSchema.safeParse({ password: 'Figuier-Sfax-31', confirmPassword: 'Figuier-Sfax-32' }))).toBe('Les mots de passe ne correspondent pas');
    expect(resetPasswordFormSchema.safeParse({ password: 'Figuier-Sfax-31', confirmPassword: 'Figuier-Sfax-31' }).success).toBe(true);
  });

  it('password change: the current password is required, the confirmation must match', () => {
    expect(firstMessage(changePasswordFormSchema.safeParse({ currentPassword: '', newPassword: 'Figuier-Sfax-31', confirmPassword: 'Figuier-Sfax-31' }))).toBe(
      'Le mot de passe actuel est requis pour en choisir un nouveau',
    );
    expect(firstMessage(changePasswordFormSchema.safeParse({ currentPassword: 'a', newPassword: 'Figuier-Sfax-31', confirmPassword: 'x' }))).toBe('Les mots de passe ne correspondent pas');
  });

  it('deletion: the password and the word SUPPRIMER (any case, spaces around)', () => {
    expect(firstMessage(deleteAccountFormSchema.safeParse({ password: 'x', confirmation: 'supprime' }))).toBe('Saisissez SUPPRIMER pour confirmer');
    expect(firstMessage(deleteAccountFormSchema.safeParse({ password: '', confirmation: 'SUPPRIMER' }))).toBe('Le mot de passe est requis');
    expect(deleteAccountFormSchema.safeParse({ password: 'x', confirmation: ' supprimer ' }).success).toBe(true);
  });

  it('preferences and language: known kinds only, booleans only, fr or ar', () => {
    expect(firstMessage(notificationPreferencesSchema.safeParse({ spam: true }))).toBe('Champ non autorisé : spam');
    expect(firstMessage(notificationPreferencesSchema.safeParse({ like: 'non' }))).toBe('La valeur doit être vraie ou fausse');
    expect(profileSchema.parse({ language: 'ar', notification_preferences: { like: false } })).toEqual({ language: 'ar', notification_preferences: { like: false } });
    expect(firstMessage(signUpSchema.safeParse({ email: 'a@b.tn', password: 'secret12', language: 'en' }))).toBe('Langue non reconnue (fr ou ar)');
  });
});
