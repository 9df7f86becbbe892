import { createHash, randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  ACCOUNT_MAIL_INTERVAL_SECONDS,
  CONFIRM_EMAIL_PATH,
  CONFIRM_LINK_TTL_DAYS,
  MESSAGES,
  messageCode,
  RESET_LINK_TTL_MINUTES,
  RESET_PASSWORD_PATH,
  type Language,
} from '@souk/domain';
import { publicOrigin } from '../../../env';
import { dbDate, toBool } from '../../../db/sql';
import { badRequest, fieldError, HttpError } from '../../../http/errors';
import { getService } from '../../../services';
import { forgetSessionUser } from '../../../auth/session-version';
import { revokeSessions } from '../../../auth/sessions';
import { accountMail, type AccountMailKind } from '../emails/templates';

const MINUTE = 60_000;

/** 32 random bytes in the link; only their SHA-256 is stored, so a database leak opens no account. */
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Datetime columns come back as Date (PostgreSQL) or epoch milliseconds (SQLite). */
const millis = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const n = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : new Date(String(value)).getTime();
  return Number.isFinite(n) ? n : null;
};

interface MailTarget {
  id: number;
  email: string;
  display_name: string | null;
  username: string;
  language: string | null;
}

/**
 * The account e-mails: address confirmation after sign-up (and 'Renvoyer'), and the forgotten
 * password. Every link is single-use: the stored hash is cleared by the very statement that uses it.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const mail = () => getService('mail');
  const users = () => strapi.plugin('users-permissions').service('user');

  function sendLink(kind: AccountMailKind, user: MailTarget, token: string) {
    const path = kind === 'reset-password' ? RESET_PASSWORD_PATH : CONFIRM_EMAIL_PATH;
    const link = `${publicOrigin()}${path}?token=${encodeURIComponent(token)}`;
    const language: Language = user.language === 'ar' ? 'ar' : 'fr';
    mail().queue(accountMail(kind, language, { email: user.email, name: user.display_name || user.username }, link));
  }

  const target = (where: { id?: number; email?: string }) => {
    const q = knex()('up_users').select('id', 'email', 'display_name', 'username', 'language', 'confirmed', 'blocked', 'confirmation_sent_at', 'reset_password_expires_at');
    return (where.id !== undefined ? q.where('id', where.id) : q.whereRaw('lower(email) = ?', [where.email!.toLowerCase()])).first();
  };

  return {
    /** Writes a fresh confirmation token (the previous link stops working) and mails the link. */
    async sendConfirmation(userId: number, opts: { throttle: boolean }): Promise<void> {
      const user = await target({ id: userId });
      if (!user) return;
      if (toBool(user.confirmed)) throw badRequest('emailAlreadyConfirmed');
      const sentAt = millis(user.confirmation_sent_at);
      if (opts.throttle && sentAt !== null && Date.now() - sentAt < ACCOUNT_MAIL_INTERVAL_SECONDS * 1000) {
        throw new HttpError(429, MESSAGES.confirmationRecentlySent, { code: messageCode('confirmationRecentlySent') }, 'RateLimitError');
      }
      const token = newToken();
      await knex()('up_users').where('id', userId).update({ confirmation_token: hashToken(token), confirmation_sent_at: dbDate(strapi) });
      sendLink('confirm-email', user as MailTarget, token);
    },

    async confirmEmail(token: string): Promise<{ email_confirmed: true }> {
      const hash = hashToken(token);
      const oldest = dbDate(strapi, new Date(Date.now() - CONFIRM_LINK_TTL_DAYS * 24 * 60 * MINUTE));
      const owner = await knex()('up_users').where('confirmation_token', hash).where('confirmation_sent_at', '>', oldest).first('id');
      if (!owner) throw fieldError('token', 'confirmLinkInvalid');
      const updated = await knex()('up_users')
        .where('id', owner.id)
        .where('confirmation_token', hash)
        .update({ confirmed: true, confirmation_token: null, updated_at: dbDate(strapi) });
      if (Number(updated) !== 1) throw fieldError('token', 'confirmLinkInvalid');
      // The signed-in user is kept in a short cache: its next request must see the confirmation.
      await forgetSessionUser(Number(owner.id));
      return { email_confirmed: true };
    },

    /**
     * Mails a reset link when the address belongs to an active account; the caller answers the
     * same either way. At most one mail per address and minute: a repeat inside that minute
     * keeps the link already sent.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await target({ email });
      if (!user || toBool(user.blocked)) return;
      const expiresAt = millis(user.reset_password_expires_at);
      const sentAt = expiresAt === null ? null : expiresAt - RESET_LINK_TTL_MINUTES * MINUTE;
      if (sentAt !== null && Date.now() - sentAt < ACCOUNT_MAIL_INTERVAL_SECONDS * 1000) return;
      const token = newToken();
      await knex()('up_users')
        .where('id', user.id)
        .update({ reset_password_token: hashToken(token), reset_password_expires_at: dbDate(strapi, new Date(Date.now() + RESET_LINK_TTL_MINUTES * MINUTE)) });
      sendLink('reset-password', user as MailTarget, token);
    },

    /**
     * One statement checks the link (hash, not expired), sets the new password, spends the link
     * and bumps the session version: every session of the account ends. Following the link also
     * proves the mailbox, so the address counts as confirmed.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const { password: hashed } = (await users().ensureHashedPasswords({ password })) as { password: string };
      const hash = hashToken(token);
      const now = dbDate(strapi);
      const invalid = () => fieldError('token', 'resetLinkInvalid');
      const owner = await knex()('up_users').where('reset_password_token', hash).first('id');
      if (!owner) throw invalid();
      // The token is checked again by the update itself: of two concurrent uses, one wins.
      const updated = await knex()('up_users')
        .where('id', owner.id)
        .where('reset_password_token', hash)
        .where('reset_password_expires_at', '>', now)
        .update({
          password: hashed,
          reset_password_token: null,
          reset_password_expires_at: null,
          confirmed: true,
          confirmation_token: null,
          session_version: knex().raw('coalesce(session_version, 0) + 1'),
          updated_at: now,
        });
      if (Number(updated) !== 1) throw invalid();
      await revokeSessions(strapi, Number(owner.id));
      await forgetSessionUser(Number(owner.id)); // its password, confirmation and session version all changed
    },
  };
};

export default service;
export type VerificationService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    verification: typeof service;
  }
}
