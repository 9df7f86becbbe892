// A signed-in bench user without the sign-in route (and its rate limit or bcrypt cost).
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { BENCH_JWT_SECRET } from '../server.mjs';

/**
 * A token as the cms issues it (id, session version, session row), signed with the bench server's
 * secret; the session row is written by SQL like the rest of the bench's users (cms/src/auth/sessions.ts).
 */
export async function sessionToken(db, userId) {
  const sid = crypto.randomBytes(16).toString('hex');
  const now = Date.now();
  await db.query('INSERT INTO user_sessions (id, user_id, created_at, last_used_at, expires_at, refresh_hash) VALUES ($1, $2, $3, $3, $4, $5)', [sid, userId, now, now + 3_600_000, crypto.randomBytes(32).toString('hex')]);
  return jwt.sign({ id: userId, sv: 0, sid }, BENCH_JWT_SECRET, { expiresIn: '1h' });
}
