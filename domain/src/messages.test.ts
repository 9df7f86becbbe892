import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { formatZodIssues } from './zod-issues';
import { z } from 'zod';

describe('MESSAGES', () => {
  it('carries the exact SPEC texts', () => {
    expect(MESSAGES.fillAllFields).toBe('Veuillez remplir tous les champs');
    expect(MESSAGES.fillRequired).toBe('Veuillez remplir tous les champs obligatoires');
    expect(MESSAGES.maxImages).toBe('Maximum 8 images autorisées');
    expect(MESSAGES.sessionExpired).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    expect(MESSAGES.messageTooLong).toBe('Le message ne doit pas dépasser 2000 caractères');
    expect(MESSAGES.unknownField('owner')).toBe('Champ non autorisé : owner');
    expect(MESSAGES.carYearRange(2025)).toBe("L'année doit être comprise entre 1990 et 2025");
  });

  it('has no empty text', () => {
    for (const value of Object.values(MESSAGES)) {
      const text = typeof value === 'function' ? value('x' as never) : value;
      expect(text.trim()).not.toBe('');
    }
  });
});

describe('formatZodIssues', () => {
  it('returns the first message and every issue with a dotted path', () => {
    const schema = z.object({ a: z.string({ error: 'A requis' }), b: z.object({ c: z.number({ error: 'C nombre' }) }) });
    const result = schema.safeParse({ b: { c: 'x' } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formatZodIssues(result.error)).toEqual({
      message: 'A requis',
      issues: [
        { path: 'a', message: 'A requis' },
        { path: 'b.c', message: 'C nombre' },
      ],
    });
  });

  it('falls back to the generic message without issues', () => {
    expect(formatZodIssues({ issues: [] }).message).toBe('Données invalides');
  });
});
