import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CATALOGUE,
  ISSUE,
  MESSAGE_CODES,
  MESSAGES,
  MESSAGES_AR,
  errorText,
  isMessageCode,
  issueMessage,
  messageCode,
  messageCodeOf,
  messageText,
  readIssue,
  type MessageKey,
} from './messages';
import { formatZodIssues } from './zod-issues';

const keys = Object.keys(CATALOGUE) as MessageKey[];

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

  it('gives every entry a non-empty French and Arabic text with the same placeholders', () => {
    for (const key of keys) {
      const entry = CATALOGUE[key] as { fr: string; ar: string; params?: readonly string[] };
      expect(entry.fr.trim(), key).not.toBe('');
      expect(entry.ar.trim(), key).not.toBe('');
      expect(/[\u0600-\u06FF]/.test(entry.ar), `${key} is Arabic`).toBe(true);
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(entry.fr), key).toEqual([...(entry.params ?? [])].sort());
      expect(placeholders(entry.ar), key).toEqual([...(entry.params ?? [])].sort());
    }
  });

  it('builds the Arabic texts like the French ones', () => {
    expect(MESSAGES_AR.alreadyLiked).toBe(CATALOGUE.alreadyLiked.ar);
    expect(MESSAGES_AR.unknownField('owner')).toBe('حقل غير مسموح به: owner');
  });
});

describe('message codes', () => {
  it('are the snake_case keys, unique and known', () => {
    expect(messageCode('alreadyLiked')).toBe('already_liked');
    expect(new Set(MESSAGE_CODES).size).toBe(keys.length);
    for (const code of MESSAGE_CODES) {
      expect(code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(isMessageCode(code)).toBe(true);
    }
    expect(isMessageCode('no_such_code')).toBe(false);
  });

  it('give the text in either language, placeholders filled', () => {
    expect(messageText('already_liked', 'fr')).toBe('Vous avez déjà aimé ce produit');
    expect(messageText('already_liked', 'ar')).toBe(CATALOGUE.alreadyLiked.ar);
    expect(messageText('image_too_large_at', 'ar', { index: 3 })).toContain('3');
    expect(messageText('nope', 'fr')).toBeUndefined();
  });

  it('are found back from every French text, parameters included', () => {
    for (const key of keys) {
      const entry = CATALOGUE[key] as { fr: string; params?: readonly string[] };
      if (entry.params) continue;
      const coded = messageCodeOf(entry.fr);
      // Two entries may share a French text (a success message and a display name); the first wins.
      expect(coded && CATALOGUE[coded.code.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as MessageKey].fr).toBe(entry.fr);
    }
    expect(messageCodeOf('Champ non autorisé : owner')).toEqual({ code: 'unknown_field', params: { name: 'owner' } });
    expect(messageCodeOf('Image 4 : 5 Mo maximum par image')).toEqual({ code: 'image_too_large_at', params: { index: '4' } });
    expect(messageCodeOf('Something else')).toBeUndefined();
  });

  it('localise an API error by code, falling back to its message', () => {
    const error = { message: 'Vous avez déjà aimé ce produit', details: { code: 'already_liked' } };
    expect(errorText(error, 'ar')).toBe(CATALOGUE.alreadyLiked.ar);
    expect(errorText({ message: 'Champ non autorisé : x', details: { code: 'unknown_field', params: { name: 'x' } } }, 'ar')).toBe('حقل غير مسموح به: x');
    expect(errorText({ message: 'Autre chose', details: {} }, 'ar')).toBe('Autre chose');
    expect(errorText(undefined, 'fr', 'repli')).toBe('repli');
  });
});

describe('formatZodIssues', () => {
  it('returns the first message and every issue with a dotted path and its code', () => {
    const schema = z.object({ a: z.string({ error: ISSUE.titleTooLong }), b: z.object({ c: z.number({ error: 'C nombre' }) }) });
    const result = schema.safeParse({ b: { c: 'x' } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formatZodIssues(result.error)).toEqual({
      message: MESSAGES.titleTooLong,
      code: 'title_too_long',
      issues: [
        { path: 'a', message: MESSAGES.titleTooLong, code: 'title_too_long' },
        { path: 'b.c', message: 'C nombre', code: 'invalid_input' },
      ],
    });
  });

  it('falls back to the generic message without issues', () => {
    expect(formatZodIssues({ issues: [] })).toEqual({ message: 'Données invalides', code: 'invalid_input', issues: [] });
  });
});

describe('issue messages (how the shared schemas name a text)', () => {
  it('are the code, with the parameters after "?", and read back', () => {
    expect(ISSUE.passwordTooShort).toBe('password_too_short');
    expect(ISSUE.unknownField('owner')).toBe('unknown_field?name=owner');
    expect(readIssue(ISSUE.passwordTooShort)).toEqual({ code: 'password_too_short' });
    expect(readIssue(ISSUE.unknownField('a b&c=d'))).toEqual({ code: 'unknown_field', params: { name: 'a b&c=d' } });
    expect(issueMessage('car_year_range', { max: 2026 })).toBe('car_year_range?max=2026');
  });

  it('name a catalogue entry, and nothing else reads as one', () => {
    for (const key of keys) {
      const entry = CATALOGUE[key] as { params?: readonly string[] };
      const issue = ISSUE[key] as string | ((...args: string[]) => string);
      const text = typeof issue === 'function' ? issue(...(entry.params ?? []).map(() => 'x')) : issue;
      expect(readIssue(text)?.code, key).toBe(messageCode(key));
    }
    expect(readIssue('Email invalide')).toBeUndefined();
    expect(readIssue('Invalid input: expected string')).toBeUndefined();
    expect(readIssue('no_such_code?x=1')).toBeUndefined();
    expect(readIssue(undefined)).toBeUndefined();
    expect(readIssue('unknown_field?name=%E0%A4%A')).toBeUndefined();
  });

  it('become the French message and the code in the API answer', () => {
    const result = z.object({ extra: z.never({ error: ISSUE.unknownField('extra') }) }).safeParse({ extra: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(formatZodIssues(result.error)).toEqual({
      message: 'Champ non autorisé : extra',
      code: 'unknown_field',
      params: { name: 'extra' },
      issues: [{ path: 'extra', message: 'Champ non autorisé : extra', code: 'unknown_field', params: { name: 'extra' } }],
    });
  });
});
