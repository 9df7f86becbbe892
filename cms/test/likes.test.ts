import { describe, expect, it } from 'vitest';
import { useServer, api, createProduct, serverLog, signUp, sql } from './api';

useServer();

describe('likes', () => {
  it('a like increments the count and a second like is refused (409)', async () => {
    const owner = await signUp('Vendeur');
    const fan = await signUp('Fan');
    const product = await createProduct(owner.token);
    expect((await api('GET', `/api/products/${product.id}/liked`, { token: fan.token })).body).toEqual({ liked: false });

    const first = await api('POST', `/api/products/${product.id}/like`, { token: fan.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ newLikeCount: 1, message: 'Produit ajouté aux favoris', code: 'added_to_favorites', wasPromoted: false });
    expect((await api('GET', `/api/products/${product.id}/liked`, { token: fan.token })).body).toEqual({ liked: true });

    const second = await api('POST', `/api/products/${product.id}/like`, { token: fan.token });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('Vous avez déjà aimé ce produit');
    // A refusal is an answer, not a server error: it is not logged (src/middlewares/expected-errors.ts).
    expect(serverLog()).not.toContain('Vous avez déjà aimé ce produit');
    expect((await api('GET', `/api/products/${product.id}`)).body.data.like_count).toBe(1);
  });

  it('an owner cannot like their own product (403)', async () => {
    const owner = await signUp();
    const product = await createProduct(owner.token);
    const res = await api('POST', `/api/products/${product.id}/like`, { token: owner.token });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Vous ne pouvez pas aimer votre propre produit');
  });

  it('a visitor must sign in (401); unknown product is 404', async () => {
    const owner = await signUp();
    const product = await createProduct(owner.token);
    expect((await api('POST', `/api/products/${product.id}/like`)).status).toBe(401);
    const fan = await signUp();
    expect((await api('POST', '/api/products/doesnotexist000000000000/like', { token: fan.token })).status).toBe(404);
  });

  it('the third like promotes the product once and tells the caller', async () => {
    const owner = await signUp();
    const product = await createProduct(owner.token);
    const fans = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    const results = [];
    for (const fan of fans) results.push((await api('POST', `/api/products/${product.id}/like`, { token: fan.token })).body);
    expect(results.map((r) => r.wasPromoted)).toEqual([false, false, true, false]);
    expect(results.map((r) => r.code)).toEqual(['added_to_favorites', 'added_to_favorites', 'liked_and_promoted', 'added_to_favorites']);
    const detail = (await api('GET', `/api/products/${product.id}`)).body.data;
    expect(detail.is_promoted).toBe(true);
    expect(detail.promoted_at).not.toBeNull();
    const promoted = (await api('GET', '/api/products/promoted')).body.data;
    expect(promoted.map((p: { id: string }) => p.id)).toContain(product.id);
  });

  it('50 distinct users liking at once: like_count 50, promoted exactly once', async () => {
    const owner = await signUp();
    const product = await createProduct(owner.token);
    const fans = [];
    for (let i = 0; i < 50; i += 10) fans.push(...(await Promise.all(Array.from({ length: 10 }, () => signUp()))));
    const results = await Promise.all(fans.map((fan) => api('POST', `/api/products/${product.id}/like`, { token: fan.token })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(results.filter((r) => r.body.wasPromoted)).toHaveLength(1);
    const counts = results.map((r) => r.body.newLikeCount).sort((a, b) => a - b);
    expect(new Set(counts).size).toBe(50);
    const detail = (await api('GET', `/api/products/${product.id}`)).body.data;
    expect(detail.like_count).toBe(50);
    expect(detail.likes).toBe(50);
  });

  it('20 parallel likes by one user count once', async () => {
    const owner = await signUp();
    const fan = await signUp();
    const product = await createProduct(owner.token);
    const results = await Promise.all(Array.from({ length: 20 }, () => api('POST', `/api/products/${product.id}/like`, { token: fan.token })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(results.some((r) => r.status >= 500)).toBe(false);
    expect((await api('GET', `/api/products/${product.id}`)).body.data.like_count).toBe(1);
  });
});

describe('like side effects', () => {
  it('notifies the owner of each like and of the promotion exactly once', async () => {
    const owner = await signUp();
    const product = await createProduct(owner.token);
    const fans = await Promise.all(Array.from({ length: 12 }, () => signUp()));
    await Promise.all(fans.map((fan) => api('POST', `/api/products/${product.id}/like`, { token: fan.token })));
    const rows = await sql<{ type: string; n: number | string }>(
      `select n.type as type, count(*) as n from notifications n
         join notifications_recipient_lnk l on l.notification_id = n.id
         join up_users u on u.id = l.user_id
       where u.document_id = ? group by n.type order by n.type`,
      [owner.user.id],
    );
    expect(rows.map((r) => [r.type, Number(r.n)])).toEqual([
      ['like', 12],
      ['promotion', 1],
    ]);
    // As the owner reads them: coded, with the listing's title, dated now, linked to the listing, unread.
    const listed = (await api('GET', '/api/notifications?pageSize=20', { token: owner.token })).body.data as Array<Record<string, any>>;
    expect(listed).toHaveLength(13);
    const promotion = listed.find((n) => n.type === 'promotion')!;
    expect(promotion).toMatchObject({ code: expect.any(String), params: expect.objectContaining({ title: product.title }), link: `/product/${product.id}`, is_read: false });
    for (const n of listed) {
      expect(n.params.title).toBe(product.title);
      expect(Math.abs(Date.parse(n.created_at) - Date.now())).toBeLessThan(60_000);
    }
    expect((await api('GET', '/api/notifications/unread-count', { token: owner.token })).body).toMatchObject({ count: 13 });
  });
});
