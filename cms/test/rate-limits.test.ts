import { beforeAll, describe, expect, it } from 'vitest';
import { api, createProduct, signInAdmin, signUp, uniqueEmail, useServer, type ApiResponse, type Session } from './api';
import { RATE_RULES } from '../src/http/rate-limit';
import { adData, AD_UID, studioCreate } from './studio';

/**
 * Abuse limits at their production numbers (RATE_LIMIT_SCALE=1), all from this test's one IP.
 * Every window is a minute long and starts with its first request, and this file runs well within
 * a minute of its first sign-in, so the budgets below are exact.
 */
useServer({ RATE_LIMIT_SCALE: '1' });

const TOO_MANY = 'Trop de requêtes. Veuillez réessayer dans un instant.';

let seller: Session;
let buyer: Session;
let neighbour: Session;
/** Requests the setup spends from the per-IP budgets: three sign-ups, no sign-in. */
const SIGNUPS_IN_SETUP = 3;
const SIGNINS_IN_SETUP = 0;

beforeAll(async () => {
  [seller, buyer, neighbour] = await Promise.all([signUp('Vendeuse'), signUp('Acheteur'), signUp('Voisine')]);
});

/** Statuses in order; after the first 429 every answer is 429, with the French message and Retry-After. */
function expectCutOff(results: ApiResponse[], allowed: number) {
  const statuses = results.map((r) => r.status);
  expect(statuses.slice(0, allowed).filter((s) => s === 429), statuses.join(',')).toEqual([]);
  expect(statuses.slice(allowed), statuses.join(',')).toEqual(Array(results.length - allowed).fill(429));
  const refused = results[allowed]!;
  expect(refused.body.error.message).toBe(TOO_MANY);
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

const sequentially = async (n: number, fn: (i: number) => Promise<ApiResponse>) => {
  const out: ApiResponse[] = [];
  for (let i = 0; i < n; i++) out.push(await fn(i));
  return out;
};

describe('abuse limits', () => {
  it('sign-in: per IP, whatever the body says or forwarding headers claim', async () => {
    const budget = RATE_RULES.signin.ip - SIGNINS_IN_SETUP;
    const results = await sequentially(budget + 3, (i) =>
      api('POST', '/api/auth/signin', {
        body: { email: i % 2 ? uniqueEmail('intrus') : buyer.user.email, password: `essai-${i}` },
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}`, 'x-client-ip': `192.0.2.${i}` },
      }),
    );
    expectCutOff(results, budget);
    expect(results.slice(0, budget).every((r) => r.status === 400)).toBe(true);
    // Even the right password waits for the window to close.
    expect((await api('POST', '/api/auth/signin', { body: { email: buyer.user.email, password: 'Jasmin-Carthage-77' } })).status).toBe(429);
  });

  it('studio sign-in: Strapi’s 5 per e-mail and address in 5 minutes, scaled like ours', async () => {
    const email = uniqueEmail('studio');
    const results = await sequentially(7, (i) => api('POST', '/admin/login', { body: { email, password: `essai-${i}` } }));
    expect(results.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(results[5]!.body.error.message, JSON.stringify(results[5]!.body)).toEqual(expect.any(String));
  });

  it('sign-up: per IP', async () => {
    const budget = RATE_RULES.signup.ip - SIGNUPS_IN_SETUP;
    const results = await sequentially(budget + 2, () => api('POST', '/api/auth/signup', { body: { email: uniqueEmail('spam'), password: 'Jasmin-Carthage-77' } }));
    expectCutOff(results, budget);
    expect(results.slice(0, budget).every((r) => r.status === 201)).toBe(true);
  });

  it('forgotten password: per IP, the same answer for every address until the cut-off', async () => {
    const results = await sequentially(RATE_RULES.forgotPassword.ip + 2, (i) =>
      api('POST', '/api/auth/forgot-password', { body: { email: i % 2 ? uniqueEmail('inconnu') : buyer.user.email } }),
    );
    expectCutOff(results, RATE_RULES.forgotPassword.ip);
    expect(new Set(results.slice(0, RATE_RULES.forgotPassword.ip).map((r) => JSON.stringify(r.body))).size).toBe(1);
  });

  it('likes: per user (refused likes count too); another user keeps their own budget', async () => {
    const product = await createProduct(seller.token);
    const results = await sequentially(RATE_RULES.like.user + 1, () => api('POST', `/api/products/${product.id}/like`, { token: buyer.token }));
    expect(results[0]!.status).toBe(200);
    expectCutOff(results, RATE_RULES.like.user);
    expect((await api('POST', `/api/products/${product.id}/like`, { token: neighbour.token })).status).toBe(200);
  });

  it('messages: per user, across the three ways of sending', async () => {
    const product = await createProduct(seller.token);
    const conversation = (await api('POST', '/api/conversations', { token: buyer.token, body: { product_id: product.id } })).body.id as string;
    const results = await sequentially(RATE_RULES.message.user, (i) =>
      i % 2
        ? api('POST', `/api/conversations/${conversation}/messages`, { token: buyer.token, body: { content: `message ${i}` } })
        : api('POST', '/api/messages', { token: buyer.token, body: { conversation_id: conversation, content: `message ${i}` } }),
    );
    // The conversation start above used one request of the buyer's budget.
    expectCutOff(results, RATE_RULES.message.user - 1);
    expect((await api('POST', `/api/conversations/${conversation}/messages`, { token: seller.token, body: { content: 'Je réponds' } })).status).toBe(201);
  });

  it('ad clicks: per IP, signed in or not; impressions have their own, larger budget', async () => {
    const ad = await studioCreate(AD_UID, adData());
    const results = await sequentially(RATE_RULES.adClick.ip + 1, () => api('POST', `/api/advertisements/${ad}/click`));
    expectCutOff(results, RATE_RULES.adClick.ip);
    expect((await api('POST', `/api/advertisements/${ad}/click`, { token: neighbour.token })).status).toBe(429);
    const impressions = await sequentially(RATE_RULES.adClick.ip + 1, () => api('POST', `/api/advertisements/${ad}/impression`));
    expect(impressions.every((r) => r.status === 200)).toBe(true);
  });

  it('chat: per user first, then per IP for everyone behind it', async () => {
    const user = RATE_RULES.chat.user;
    const ip = RATE_RULES.chat.ip;
    const asBuyer = await sequentially(user + 1, () => api('POST', '/api/chat', { token: buyer.token, body: { message: 'Bonjour' } }));
    expectCutOff(asBuyer, user);
    // The IP has served user + 1 requests; visitors share what is left of it.
    const visitors = await sequentially(ip - user, () => api('POST', '/api/chat', { body: { message: 'Bonjour' } }));
    expectCutOff(visitors, ip - user - 1);
  });

  it('the admin, the rest of the API and other rules are not affected', async () => {
    const admin = await signInAdmin().catch(() => null);
    // Sign-in is exhausted for this IP, so the admin is refused too: the limit is not per account.
    expect(admin).toBeNull();
    expect((await api('GET', '/api/products')).status).toBe(200);
    expect((await api('GET', '/api/notifications/unread-count', { token: buyer.token })).status).toBe(200);
  });
});
