import { describe, expect, it } from 'vitest';
import { adminCategorySchema, adminProductSchema, adminUserCreateSchema, adminUserUpdateSchema } from './admin';
import { firstMessage } from './test-helpers';

describe('adminCategorySchema', () => {
  it('needs a name of 2 characters; the description is optional', () => {
    expect(adminCategorySchema.parse({ name: ' Sport ' })).toEqual({ name: 'Sport', kind: 'autres' });
    expect(adminCategorySchema.parse({ name: 'Bateaux', kind: 'voiture', color: '#0ea5e9', icon: 'ship', name_ar: 'قوارب' })).toEqual({
      name: 'Bateaux',
      kind: 'voiture',
      color: '#0ea5e9',
      icon: 'ship',
      name_ar: 'قوارب',
    });
    expect(firstMessage(adminCategorySchema, { name: 'Bateaux', kind: 'bateau' })).toBe('Type de catégorie invalide (voiture, immobilier, emplois ou autres)');
    expect(firstMessage(adminCategorySchema, { name: 'Bateaux', color: 'red' })).toBe('Couleur invalide (format #rrggbb)');
    expect(adminCategorySchema.parse({ name: 'Mode', description: 'Vêtements' })).toEqual({ name: 'Mode', description: 'Vêtements', kind: 'autres' });
    expect(adminCategorySchema.parse({ name: 'Mode', description: null })).toEqual({ name: 'Mode', kind: 'autres' });
    expect(firstMessage(adminCategorySchema, { name: 'S' })).toBe('Le nom doit contenir au moins 2 caractères');
    expect(firstMessage(adminCategorySchema, {})).toBe('Le nom doit contenir au moins 2 caractères');
    expect(firstMessage(adminCategorySchema, { name: 'Mode', description: 'x'.repeat(501) })).toBe(
      'La description ne doit pas dépasser 500 caractères',
    );
    expect(firstMessage(adminCategorySchema, { name: 'Mode', slug: 'x' })).toBe('Champ non autorisé : slug');
  });
});

describe('adminProductSchema', () => {
  const product = { title: 'iPhone 13', description: 'Comme neuf, 128 Go', price: '2500', location: 'Tunis', category: 'Électronique' };

  it('accepts the SPEC form with is_free defaulting to false', () => {
    expect(adminProductSchema.parse(product)).toEqual({ ...product, is_free: false });
    expect(adminProductSchema.parse({ ...product, price: 2500, image_url: '/uploads/a.jpg' })).toMatchObject({ price: '2500', image_url: '/uploads/a.jpg' });
  });

  it.each([
    [{ title: 'iPho' }, 'Le titre doit contenir au moins 5 caractères'],
    [{ description: 'court' }, 'La description doit contenir au moins 10 caractères'],
    [{ price: '' }, 'Le prix est requis'],
    [{ price: undefined }, 'Le prix est requis'],
    [{ location: 'T' }, 'La localisation est requise'],
    [{ category: '' }, 'La catégorie est requise'],
    [{ is_free: 'yes' }, 'La valeur doit être vraie ou fausse'],
    [{ like_count: 40 }, 'Champ non autorisé : like_count'],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(adminProductSchema, { ...product, ...patch })).toBe(message);
  });
});

describe('adminUserCreateSchema / adminUserUpdateSchema', () => {
  const user = { username: 'amine', email: 'Amine@Exemple.tn', password: 'secret1', first_name: 'Amine', last_name: 'Ben Ali' };

  it('defaults the role to user and lower-cases the e-mail', () => {
    expect(adminUserCreateSchema.parse(user)).toEqual({ ...user, email: 'amine@exemple.tn', role: 'user' });
    expect(adminUserCreateSchema.parse({ ...user, role: 'admin', is_active: false })).toMatchObject({ role: 'admin', is_active: false });
  });

  it.each([
    [{ username: 'am' }, "Le nom d'utilisateur doit contenir au moins 3 caractères"],
    [{ email: 'amine' }, 'Email invalide'],
    [{ password: '12345' }, 'Le mot de passe doit contenir au moins 6 caractères'],
    [{ role: 'superadmin' }, 'Rôle invalide'],
    [{ first_name: 'A' }, 'Le prénom est requis'],
    [{ last_name: '' }, 'Le nom est requis'],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(adminUserCreateSchema, { ...user, ...patch })).toBe(message);
  });

  it('edits with the same rules and no password', () => {
    const { password: _password, ...edit } = user;
    expect(adminUserUpdateSchema.parse(edit)).toMatchObject({ username: 'amine', role: 'user' });
    expect(firstMessage(adminUserUpdateSchema, user)).toBe('Champ non autorisé : password');
    expect(firstMessage(adminUserUpdateSchema, { ...edit, first_name: 'A' })).toBe('Le prénom est requis');
  });
});
