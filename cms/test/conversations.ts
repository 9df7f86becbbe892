import { expect } from 'vitest';
import { api, type Session } from './api';

/** A buyer's conversation about a listing (created, or the existing one). */
export const startConversation = async (who: Session, productId: string) => {
  const res = await api('POST', '/api/conversations', { token: who.token, body: { product_id: productId } });
  expect([200, 201]).toContain(res.status);
  return res.body.id as string;
};

export const send = (who: Session, conversation: string, content: string) =>
  api('POST', `/api/conversations/${conversation}/messages`, { token: who.token, body: { content } });
