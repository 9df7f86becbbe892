import type { Core } from '@strapi/strapi';
import { NOTIFICATION_PREFERENCE_KINDS, passwordProblem, type Profile, type ProfileInput, type ProfilePatchInput, type PublicProfile } from '@souk/domain';
import { dbDate, toBool, toIso } from '../../../db/sql';
import { fieldError, notFound } from '../../../http/errors';
import { forgetSessionUser, issueSessionToken } from '../../../auth/session-version';
import { revokeSessions } from '../../../auth/sessions';
import { getService } from '../../../services';
import { TABLES } from '../../../db/tables';
import { forgetFirstScreenRenders } from '../../../site/first-screen-render';

const emptyToNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/** A user just written, in every replica: its session's copy, and the pages drawn with its public profile. */
async function forgetWritten(userId: number): Promise<void> {
  await forgetSessionUser(userId);
  await forgetFirstScreenRenders();
}

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const users = () => strapi.plugin('users-permissions').service('user');
  const account = () => getService('account');

  async function ownProfile(userId: number) {
    const profile = await account().profile(userId);
    if (!profile) throw notFound('profileNotFound');
    return profile;
  }

  return {
    /** PUT /api/profile: the profile page's fields and the privacy flags; absent keys stay as they are. */
    async update(userId: number, input: ProfileInput) {
      const changes: Record<string, unknown> = {};
      if (input.display_name !== undefined) changes.display_name = input.display_name;
      for (const key of ['bio', 'location', 'phone'] as const) {
        const value = emptyToNull(input[key]);
        if (value !== undefined) changes[key] = value;
      }
      for (const key of ['show_email', 'show_phone', 'allow_messages', 'language'] as const) {
        if (input[key] !== undefined) changes[key] = input[key];
      }
      for (const kind of NOTIFICATION_PREFERENCE_KINDS) {
        const wanted = input.notification_preferences?.[kind];
        if (wanted !== undefined) changes[`notify_${kind}`] = wanted;
      }
      if (Object.keys(changes).length > 0) {
        await knex()(TABLES.users).where('id', userId).update({ ...changes, updated_at: dbDate(strapi) });
        await forgetWritten(userId); // the request's user (its display name) is read again
      }
      return ownProfile(userId);
    },

    /**
     * PATCH /api/profile (settings): display name, and a new password when the current one is
     * right. The new hash and the bumped session version are written by one statement, so every
     * other session ends with the change (their rows are revoked too, so no refresh brings them
     * back); the caller's session goes on with a fresh access token.
     */
    async patch(userId: number, input: ProfilePatchInput, sessionId: string): Promise<{ profile: Profile; token?: string }> {
      const now = dbDate(strapi);
      if (input.newPassword === undefined) {
        await knex()(TABLES.users).where('id', userId).update({ display_name: input.display_name, updated_at: now });
        await forgetWritten(userId);
        return { profile: await ownProfile(userId) };
      }
      const row = await knex()(TABLES.users).where('id', userId).first('password');
      const valid = row?.password ? await users().validatePassword(input.currentPassword ?? '', row.password) : false;
      if (!valid) throw fieldError('currentPassword', 'currentPasswordWrong');
      const identity = await knex()(TABLES.users).where('id', userId).first('email', 'username');
      const problem = passwordProblem(input.newPassword, [identity?.email, identity?.username, input.display_name]);
      if (problem) throw fieldError('newPassword', problem);
      const { password } = (await users().ensureHashedPasswords({ password: input.newPassword })) as { password: string };
      await knex()(TABLES.users)
        .where('id', userId)
        .update({
          display_name: input.display_name,
          password,
          session_version: knex().raw('coalesce(session_version, 0) + 1'),
          // A reset link mailed before the change must not undo it.
          reset_password_token: null,
          reset_password_expires_at: null,
          updated_at: now,
        });
      await revokeSessions(strapi, userId, { except: sessionId });
      const fresh = await knex()(TABLES.users).where('id', userId).first('id', 'session_version');
      await forgetWritten(userId);
      return { profile: await ownProfile(userId), token: issueSessionToken(strapi, { id: userId, session_version: fresh.session_version }, sessionId) };
    },

    /** GET /api/users/:id/profile — public. */
    async publicProfile(documentId: string): Promise<PublicProfile> {
      const u = await knex()(TABLES.users)
        .where('document_id', documentId)
        .first('id', 'document_id', 'username', 'display_name', 'bio', 'location', 'email', 'phone', 'show_email', 'show_phone', 'allow_messages', 'created_at', 'confirmed');
      if (!u) throw notFound('profileNotFound');
      return {
        id: String(u.document_id),
        display_name: String(u.display_name || u.username),
        created_at: toIso(u.created_at),
        bio: u.bio ?? null,
        location: u.location ?? null,
        email: toBool(u.show_email) ? String(u.email) : null,
        phone: toBool(u.show_phone) && u.phone ? String(u.phone) : null,
        allow_messages: u.allow_messages === null || u.allow_messages === undefined ? true : toBool(u.allow_messages),
        ...(await getService('seller-stats').of(Number(u.id))),
        email_confirmed: toBool(u.confirmed),
      } satisfies PublicProfile;
    },
  };
};

export default service;
export type ProfileService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    profile: typeof service;
  }
}
