// The likes' yardstick (bench/hot-paths.mjs, bench/likes.mjs): `POST /api/products/:id/like` as a bare
// node:http + pg server does it, with the work the cms does and no framework around it:
// - the bearer verified as a JWT on every request with a key object made once, the user and the
//   session row read once and kept (the cms keeps them 15 s: src/auth/session-version.ts, sessions.ts);
// - the listing's id, owner and title read once and kept (the cms's likeTargets);
// - a second click of the same user on the same listing waits for the first in-process and answers
//   409 when it counted (the cms's likesUnderWay);
// - the like itself as ONE prepared statement of data-modifying CTEs: the listing locked, the like
//   row and its two links, the counter and the promotion, the owner's notification (and the
//   promotion's) when their settings allow it — the statement of cms/src/api/product/utils/like-rule.ts,
//   written out again here because a yardstick must not run the code it measures.
// Notification texts are fixed French strings of the cms's length; ids are random like the cms's.
import { createSecretKey, randomBytes } from 'node:crypto';
import { LIKES_TO_PROMOTE } from '@souk/domain';
import jwt from 'jsonwebtoken';

const LIKE_STATEMENT = `WITH target AS (
    SELECT id, coalesce(is_promoted, false) AS was_promoted FROM products WHERE id = $1::integer AND is_hidden IS NOT TRUE AND lifecycle = 'active' FOR UPDATE
  ), liked AS (
    INSERT INTO likes (document_id, pair_key, created_at, updated_at, published_at)
    SELECT r.document_id, r.pair_key, $4::timestamp, $4::timestamp, $4::timestamp FROM target, json_populate_record(NULL::likes, $5::json) r
    ON CONFLICT (pair_key) DO NOTHING
    RETURNING id
  ), by_user AS (
    INSERT INTO likes_user_lnk (like_id, user_id) SELECT id, $2::integer FROM liked
  ), on_product AS (
    INSERT INTO likes_product_lnk (like_id, product_id) SELECT id, $1::integer FROM liked
  ), counted AS (
    UPDATE products p
       SET like_count = coalesce(like_count, 0) + 1,
           is_promoted = coalesce(is_promoted, false) OR coalesce(like_count, 0) + 1 >= $8::integer,
           promoted_at = CASE WHEN NOT coalesce(is_promoted, false) AND coalesce(like_count, 0) + 1 >= $8::integer THEN $4::timestamp ELSE promoted_at END
      FROM target t
     WHERE p.id = t.id AND EXISTS (SELECT 1 FROM liked)
    RETURNING p.like_count, p.is_promoted AND NOT t.was_promoted AS promoted_now
  ), like_note AS (
    INSERT INTO notifications (document_id, type, title, message, code, params, link, is_read, created_at, updated_at, published_at)
    SELECT r.document_id, r.type, r.title, r.message, r.code, r.params, r.link, r.is_read, $4::timestamp, $4::timestamp, $4::timestamp
      FROM liked, json_populate_record(NULL::notifications, $6::json) r
      JOIN up_users u ON u.id = $3::integer AND u.notify_like IS NOT FALSE
    RETURNING id
  ), like_note_to AS (
    INSERT INTO notifications_recipient_lnk (notification_id, user_id) SELECT id, $3::integer FROM like_note
  ), promotion_note AS (
    INSERT INTO notifications (document_id, type, title, message, code, params, link, is_read, created_at, updated_at, published_at)
    SELECT r.document_id, r.type, r.title, r.message, r.code, r.params, r.link, r.is_read, $4::timestamp, $4::timestamp, $4::timestamp
      FROM counted, json_populate_record(NULL::notifications, $7::json) r
      JOIN up_users u ON u.id = $3::integer AND u.notify_promotion IS NOT FALSE
     WHERE counted.promoted_now
    RETURNING id
  ), promotion_note_to AS (
    INSERT INTO notifications_recipient_lnk (notification_id, user_id) SELECT id, $3::integer FROM promotion_note
  )
  SELECT (SELECT count(*) FROM target)::int AS found, (SELECT like_count FROM counted) AS like_count,
         coalesce((SELECT promoted_now FROM counted), false) AS promoted_now`;

const documentId = () => randomBytes(12).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, 'a').slice(0, 24);

/** The handler for `POST /api/products/:documentId/like` on `pool`, tokens signed with `secret`. */
export function bareLikes(pool, secret) {
  const key = createSecretKey(Buffer.from(secret));
  const users = new Map();
  const sessions = new Map();
  const targets = new Map();
  const underWay = new Map();
  const kept = (map, k, load) => {
    if (!map.has(k)) map.set(k, load());
    return map.get(k);
  };

  async function record(user, product, now) {
    const note = (type, title, message) =>
      JSON.stringify({ document_id: documentId(), type, title, message, code: `${type}NotificationText`, params: JSON.stringify({ who: user.display_name, title: product.title }), link: `/product/${product.documentId}`, is_read: false });
    const { rows: [row] } = await pool.query({
      name: 'bare-like',
      text: LIKE_STATEMENT,
      values: [
        product.id,
        user.id,
        product.ownerId,
        now,
        JSON.stringify({ document_id: documentId(), pair_key: `${user.id}:${product.id}` }),
        note('like', 'Nouveau j’aime', `${user.display_name ?? 'Quelqu’un'} aime votre annonce « ${product.title} »`),
        note('promotion', 'Annonce mise en avant', `Votre annonce « ${product.title} » est mise en avant après ${LIKES_TO_PROMOTE} j’aime`),
        LIKES_TO_PROMOTE,
      ],
    });
    if (row.found === 0) return { status: 404 };
    if (row.like_count === null) return { status: 409 };
    return { status: 200, body: { newLikeCount: Number(row.like_count), wasPromoted: row.promoted_now === true, message: 'Ajouté aux favoris', code: 'added_to_favorites' } };
  }

  return async function like(req, res, productDocumentId) {
    req.resume();
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body ?? { error: { status } }));
    };
    let payload;
    try {
      payload = jwt.verify(String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''), key);
    } catch {
      return answer(401);
    }
    const user = await kept(users, payload.id, async () => (await pool.query('SELECT id, display_name, username, blocked, confirmed, session_version FROM up_users WHERE id = $1', [payload.id])).rows[0] ?? null);
    const session = await kept(sessions, payload.sid, async () => (await pool.query('SELECT id FROM user_sessions WHERE id = $1 AND revoked_at IS NULL', [payload.sid])).rows[0] ?? null);
    if (!user || !session || user.blocked) return answer(401);
    const product = await kept(targets, productDocumentId, async () =>
      (await pool.query('SELECT p.id, p.document_id AS "documentId", p.title, p.is_hidden AS hidden, o.user_id AS "ownerId" FROM products p LEFT JOIN products_owner_lnk o ON o.product_id = p.id WHERE p.document_id = $1', [productDocumentId])).rows[0] ?? null,
    );
    if (!product || product.hidden) return answer(404);
    if (product.ownerId === user.id) return answer(403);
    const pair = `${user.id}:${product.id}`;
    const first = underWay.get(pair);
    if (first && (await first).status === 200) return answer(409);
    const attempt = record(user, product, new Date());
    underWay.set(pair, attempt);
    try {
      const result = await attempt;
      answer(result.status, result.body);
    } finally {
      if (underWay.get(pair) === attempt) underWay.delete(pair);
    }
  };
}
