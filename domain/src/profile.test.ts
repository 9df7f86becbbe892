import { describe, expect, it } from 'vitest';
import { profilePatchSchema, profileSchema, settingsPasswordSchema } from './profile';
import { firstMessage } from './test-helpers';

describe('profileSchema', () => {
  it('accepts a partial profile and clears fields with null or blank', () => {
    expect(profileSchema.parse({ display_name: ' Leila ', bio: 'Vendeuse', phone: '+216 20 123 456', show_email: true })).toEqual({
      display_name: 'Leila',
      bio: 'Vendeuse',
      phone: '+216 20 123 456',
      show_email: true,
    });
    expect(profileSchema.parse({ bio: null, phone: '', location: '  ' })).toEqual({ bio: '', phone: '', location: '' });
    expect(profileSchema.parse({ allow_messages: false, show_phone: false })).toEqual({ allow_messages: false, show_phone: false });
  });

  it.each([
    [{ display_name: '' }, 'Le nom affiché est requis'],
    [{ display_name: 'x'.repeat(61) }, 'Le nom affiché ne doit pas dépasser 60 caractères'],
    [{ bio: 'x'.repeat(1001) }, 'La biographie ne doit pas dépasser 1000 caractères'],
    [{ location: 'x'.repeat(121) }, 'La localisation ne doit pas dépasser 120 caractères'],
    [{ phone: 'appelle-moi' }, 'Numéro de téléphone invalide'],
    [{ phone: '12345' }, 'Numéro de téléphone invalide'],
    [{ show_email: 'yes' }, 'La valeur doit être vraie ou fausse'],
    [{ email: 'x@y.tn' }, 'Champ non autorisé : email'],
    [{ role: 'admin' }, 'Champ non autorisé : role'],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(profileSchema, body)).toBe(message);
  });
});

describe('profilePatchSchema', () => {
  it('changes the display name alone, blank passwords meaning no change', () => {
    expect(profilePatchSchema.parse({ display_name: 'Sami', currentPassword: '', newPassword: '' })).toEqual({ display_name: 'Sami' });
  });

  it('needs the current password to set a new one of 8 characters', () => {
    expect(profilePatchSchema.parse({ display_name: 'Sami', currentPassword: 'old', newPassword: 'Nouvelle-Cle-26' })).toEqual({
      display_name: 'Sami',
      currentPassword: 'old',
      newPassword: 'Nouvelle-Cle-26',
    });
    expect(firstMessage(profilePatchSchema, { display_name: 'Sami', newPassword: 'Nouvelle-Cle-26' })).toBe(
      'Le mot de passe actuel est requis pour en choisir un nouveau',
    );
    expect(firstMessage(profilePatchSchema, { display_name: 'Sami', currentPassword: 'old', newPassword: '123' })).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
  });
});

describe('settingsPasswordSchema', () => {
  it('passes when no new password is entered or both match', () => {
    expect(firstMessage(settingsPasswordSchema, { newPassword: '', confirmPassword: '' })).toBeNull();
    expect(firstMessage(settingsPasswordSchema, {})).toBeNull();
    expect(firstMessage(settingsPasswordSchema, { newPassword: 'Cle-Solide-2026', confirmPassword: 'Cle-Solide-2026' })).toBeNull();
  });

  it('refuses a different confirmation', () => {
    expect(firstMessage(settingsPasswordSchema, { newPassword: 'Cle-Solide-2026', confirmPassword: 'Cle-Solide-2027' })).toBe('Les mots de passe ne correspondent pas');
    expect(firstMessage(settingsPasswordSchema, { newPassword: 'Cle-Solide-2026', confirmPassword: '' })).toBe('Les mots de passe ne correspondent pas');
  });
});
