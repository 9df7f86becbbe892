import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { signInSchema, signUpSchema } from '@souk/domain';
import { currentSessionId, currentUser } from '../../../auth/actor';
import { notFound, sessionExpired } from '../../../http/errors';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../../auth/refresh-cookie';
import { listSessions, revokeSession, revokeSessions, type ClientInfo } from '../../../auth/sessions';

const body = (ctx: Context) => requestBody(ctx);

/** What a session row keeps of the device (summarised and truncated by src/auth/sessions.ts). */
const clientOf = (ctx: Context): ClientInfo => ({ userAgent: ctx.get('user-agent'), ip: ctx.request.ip });


export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getService('account');

  /** `{ token, user }` for the client; the refresh token only as the httpOnly cookie. */
  const answerSession = (ctx: Context, opened: { token: string; user: unknown; refreshToken: string }) => {
    setRefreshCookie(ctx, opened.refreshToken);
    return { token: opened.token, user: opened.user };
  };

  return {
    async signup(ctx: Context) {
      const input = parseOr400(signUpSchema, body(ctx));
      ctx.status = 201;
      ctx.body = answerSession(ctx, await service().signUp(input, clientOf(ctx)));
    },

    async signin(ctx: Context) {
      ctx.body = answerSession(ctx, await service().signIn(parseOr400(signInSchema, body(ctx)), clientOf(ctx)));
    },

    /** A new access token from the refresh cookie; the cookie itself is rotated. */
    async refresh(ctx: Context) {
      const renewed = await service().refresh(readRefreshCookie(ctx));
      if (!renewed) {
        clearRefreshCookie(ctx);
        throw sessionExpired();
      }
      if (renewed.refreshToken) setRefreshCookie(ctx, renewed.refreshToken);
      ctx.body = { token: renewed.token };
    },

    /** Ends this device's session on the server; the account's other sessions go on. */
    async signout(ctx: Context) {
      await revokeSession(strapi, currentUser(ctx).id, currentSessionId(ctx));
      clearRefreshCookie(ctx);
      ctx.body = { data: { signedOut: true } };
    },

    /** 'Se déconnecter partout': every session of the account, this one included. */
    async signoutEverywhere(ctx: Context) {
      await revokeSessions(strapi, currentUser(ctx).id);
      clearRefreshCookie(ctx);
      ctx.body = { data: { signedOut: true } };
    },

    /** 'Sessions actives' in the settings: the account's live sessions, this one marked `current`. */
    async sessions(ctx: Context) {
      ctx.body = { data: await listSessions(strapi, currentUser(ctx).id, currentSessionId(ctx)) };
    },

    /** 'Déconnecter' on one session of the list (another user's session id is simply not found). */
    async revokeSession(ctx: Context) {
      const sid = String(ctx.params.id ?? '');
      if (!(await revokeSession(strapi, currentUser(ctx).id, sid))) throw notFound('sessionNotFound');
      if (sid === currentSessionId(ctx)) clearRefreshCookie(ctx);
      ctx.body = { data: { id: sid, revoked: true } };
    },

    async profile(ctx: Context) {
      const profile = await service().profile(currentUser(ctx).id);
      if (!profile) throw notFound('profileNotFound');
      ctx.body = { data: profile };
    },
  };
};
