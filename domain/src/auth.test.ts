import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from './auth';
import { firstMessage } from './test-helpers';
import { CATALOGUE } from './messages';

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
    expect(signUpSchema.parse({ email: 'a@b.tn', password: 'Cle-Solide-2026', display_name: ' Amine ' })).toEqual({
      email: 'a@b.tn',
      password: 'Cle-Solide-2026',
      display_name: 'Amine',
    });
    expect(signUpSchema.parse({ email: 'a@b.tn', password: 'Cle-Solide-2026', display_name: '' }).display_name).toBeUndefined();
    expect(signUpSchema.parse({ email: 'a@b.tn', password: 'Cle-Solide-2026' }).display_name).toBeUndefined();
  });

  it('needs 8 password characters and at most 60 for the display name', () => {
    expect(firstMessage(signUpSchema, { email: 'a@b.tn', password: '1234567' })).toBe('Le mot de passe doit contenir au moins 8 caractères');
    expect(firstMessage(signUpSchema, { email: 'a@b.tn', password: '' })).toBe('Veuillez remplir tous les champs');
    expect(firstMessage(signUpSchema, { email: 'a@b.tn', password: 'Cle-Solide-2026', display_name: 'x'.repeat(61) })).toBe(
      'Le nom affiché ne doit pas dépasser 60 caractères',
    );
    expect(firstMessage(signUpSchema, { email: 'a@b.tn', password: 'Cle-Solide-2026', is_admin: true })).toBe('Champ non autorisé : is_admin');
  });
});

describe('password rules', () => {
  it('refuses common passwords, whatever digits follow them, with the reason', () => {
    for (const password of ['password', '12345678', 'azerty123', 'Motdepasse2024!', 'souk1234', 'admin1234', 'aaaaaaaa', 'abcabcabc', 'Bienvenue1']) {
      expect(firstMessage(signUpSchema, { email: 'amine@exemple.tn', password }), password).toBe('Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner');
    }
  });

  it('refuses the e-mail or the name as a password', () => {
    for (const password of ['amine.benali@exemple.tn', 'Amine.Benali', 'amine.benali2026', 'Lina Trabelsi']) {
      expect(firstMessage(signUpSchema, { email: 'amine.benali@exemple.tn', password, display_name: 'Lina Trabelsi' }), password).toBe('Le mot de passe ne doit pas reprendre votre email ou votre nom');
    }
  });

  it('accepts a long enough, uncommon password', () => {
    expect(firstMessage(signUpSchema, { email: 'amine@exemple.tn', password: 'Jasmin-Carthage-77' })).toBeNull();
  });

  it('the reasons exist in French and Arabic', () => {
    for (const key of ['passwordTooShort', 'passwordTooCommon', 'passwordLikeIdentity'] as const) {
      expect(CATALOGUE[key].fr.length).toBeGreaterThan(10);
      expect(CATALOGUE[key].ar).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
