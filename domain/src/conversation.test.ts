import { describe, expect, it } from 'vitest';
import { chatRequestSchema } from './chat';
import { conversationCreateSchema, messageContentSchema } from './conversation';
import { firstMessage } from './test-helpers';

describe('messageContentSchema', () => {
  it('trims the content and bounds it to 1..2000 characters', () => {
    expect(messageContentSchema.parse({ content: '  Bonjour, encore disponible ?  ' })).toEqual({ content: 'Bonjour, encore disponible ?' });
    expect(messageContentSchema.parse({ content: 'x'.repeat(2000) }).content).toHaveLength(2000);
    expect(firstMessage(messageContentSchema, { content: '   ' })).toBe('Le message ne peut pas être vide');
    expect(firstMessage(messageContentSchema, {})).toBe('Le message ne peut pas être vide');
    expect(firstMessage(messageContentSchema, { content: 42 })).toBe('Le message ne peut pas être vide');
    expect(firstMessage(messageContentSchema, { content: 'x'.repeat(2001) })).toBe('Le message ne doit pas dépasser 2000 caractères');
    expect(firstMessage(messageContentSchema, { content: 'x', sender_id: 3 })).toBe('Champ non autorisé : sender_id');
  });
});

describe('conversationCreateSchema', () => {
  it('reads ids as text', () => {
    expect(conversationCreateSchema.parse({ product_id: 'abc123', seller_id: 'def456' })).toEqual({ product_id: 'abc123', seller_id: 'def456' });
    expect(conversationCreateSchema.parse({ product_id: 12 })).toEqual({ product_id: '12' });
    expect(conversationCreateSchema.parse({ product_id: 'abc', seller_id: null })).toEqual({ product_id: 'abc' });
  });

  it('needs a product id of safe characters', () => {
    expect(firstMessage(conversationCreateSchema, {})).toBe('Le produit est requis');
    expect(firstMessage(conversationCreateSchema, { product_id: '' })).toBe('Le produit est requis');
    expect(firstMessage(conversationCreateSchema, { product_id: '../etc' })).toBe('Données invalides');
    expect(firstMessage(conversationCreateSchema, { product_id: { $ne: 1 } })).toBe('Le produit est requis');
  });
});

describe('chatRequestSchema', () => {
  it('accepts a message with or without a user context', () => {
    expect(chatRequestSchema.parse({ message: ' Bonjour ' })).toEqual({ message: 'Bonjour' });
    expect(chatRequestSchema.parse({ message: 'Aide', userContext: { isLoggedIn: true, userId: 'abc' } })).toEqual({
      message: 'Aide',
      userContext: { isLoggedIn: true, userId: 'abc' },
    });
    expect(chatRequestSchema.parse({ message: 'Aide', userContext: {} })).toEqual({ message: 'Aide', userContext: {} });
  });

  it('bounds the message and refuses extra context keys', () => {
    expect(firstMessage(chatRequestSchema, { message: '' })).toBe('Veuillez saisir un message');
    expect(firstMessage(chatRequestSchema, { message: 'x'.repeat(500) })).toBeNull();
    expect(firstMessage(chatRequestSchema, { message: 'x'.repeat(501) })).toBe('Le message ne doit pas dépasser 500 caractères');
    expect(firstMessage(chatRequestSchema, { message: 'x', userContext: { role: 'admin' } })).toBe('Champ non autorisé : role');
    expect(firstMessage(chatRequestSchema, { message: 'x', userContext: 'admin' })).toBe('Données invalides');
  });
});
