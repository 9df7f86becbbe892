import type { Context } from 'koa';
import { unauthorized } from '../http/errors';

export interface SessionUser {
  id: number;
  documentId: string;
  email: string;
  username: string;
  display_name?: string | null;
  role?: { type?: string } | null;
}

/** The signed-in user of a request (set by the users-permissions strategy), or 401. */
export function currentUser(ctx: Context): SessionUser {
  const user = ctx.state.user as SessionUser | undefined;
  if (!user) throw unauthorized();
  return user;
}

/** The session row of the request's access token (src/auth/sessions.ts), or 401. */
export function currentSessionId(ctx: Context): string {
  const session = ctx.state.session as { id?: unknown } | undefined;
  if (typeof session?.id !== 'string') throw unauthorized();
  return session.id;
}

export const isAdmin = (user: SessionUser) => user.role?.type === 'admin';

export function actorOf(ctx: Context) {
  const user = currentUser(ctx);
  return { id: user.id, documentId: user.documentId, isAdmin: isAdmin(user) };
}
