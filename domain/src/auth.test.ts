import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from './auth';
import { firstMessage } from './test-helpers';

describe('signInSchema', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(signInSchema.parse({ email: '  Amine@Exemple.TN ', password: 'secret' })).toEqual({ email: 'amine@exemple.tn', password: 'secret' });
  });

  it.each([{}, { email: '', password: 'x' }, { email: 'a@b.tn', password: '' }, { email: 'a@b.tn' }, { email: null, password: null }])(
    '%j → Veuillez remplir tous les champs',
    (body) => {
      expect(firstMessage(signInSchema, body)).toBe('Veuillez remplir tous les champs');
    },
  );

  it('refuses a malformed e-mail, a 129-character password and unknown keys', () => {
    expect(firstMessage(signInSchema, { email: 'pas-un-email', password: 'x' })).toBe('Email invalide');
    expect(firstMessage(signInSchema, { email: 'a@b.tn', password: 'x'.repeat(128) })).toBeNull();
    expect(firstMessage(signInSchema, { email: 'a@b.tn', password: 'x'.repeat(129) })).toBe('Le mot de passe ne doit pas dépasser 128 caractères');
    expect(firstMessage(signInSchema, { email: 'a@b.tn', password: 'x', role: 'admin' })).toBe('Champ non autorisé : role');
    expect(firstMessage(signInSchema, [])).toBe('Données invalides');
  });
});

describe('signUpSchema', () => {
  it('accepts an optional display name, blank meaning none', () => {
    expect(signUpSchema.parse({ email: 'a@b.tn', password: '123456', display_name: ' Amine ' })).toEqual({
      email: 'a@b.tn',
      password: '123456',
      display_name: 'Amine',
    });
    expect(signUpSchema.parse({ email: 'a@b.tn', password: '123456', display_name: '' }).display_name).toBeUndefined();
    expect(signUpSchema.parse({ email: 'a@b.tn', password: '123456' }).display_name).toBeUndefined();
  });

  it('needs 6 password characters and at most 60 for the display name', () => {
    expect(firstMessage(signUpSchema, { email: 'a@b.tn', password: '12345' })).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(firstMessage(signUpSchema, { email: 'a@b.tn', password: '' })).toBe('Veuillez remplir tous les champs');
    expect(firstMessage(signUpSchema, { email: 'a@b.tn', password: '123456', display_name: 'x'.repeat(61) })).toBe(
      'Le nom affiché ne doit pas dépasser 60 caractères',
    );
    expect(firstMessage(signUpSchema, { email: 'a@b.tn', password: '123456', is_admin: true })).toBe('Champ non autorisé : is_admin');
  });
});
