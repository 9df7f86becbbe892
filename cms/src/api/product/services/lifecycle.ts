import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { DAY_MS, EXPIRY_REMINDER_DAYS, RENEW_LINK_PATH, SOLD_PAGE_DAYS, expiryFrom, notificationText, type Language, type RenewResult } from '@souk/domain';
import { publicOrigin } from '../../../env';
import { isPostgres, toBool } from '../../../db/sql';
import { TABLES } from '../../../db/tables';
import { conflict, notFound } from '../../../http/errors';
import { getService } from '../../../services';
import type { Mail } from '../../account/emails/templates';
import { clearProductReads } from '../utils/read-cache';
import { expiryMail } from '../utils/expiry-mail';
import { readRenewToken, renewToken } from '../utils/renew-token';
import type { actorOf } from '../../../auth/actor';

type Actor = ReturnType<typeof actorOf>;

/** How often each replica runs the lifecycle rules; each rule claims its rows in the database. */
export const LIFECYCLE_CRON = '0 */10 * * * *';
/** Reminders claimed per read of the candidates. */
const REMINDER_BATCH = 200;

export interface LifecycleRun {
  reminded: number;
  expired: number;
  closed: number;
}

/**
 * A listing's life after publication (issue 28, ARCHITECTURE Decisions: listing lifecycle). The
 * time rules run here as one job at a given `now` (the cron's clock, or the admin route's for
 * tests), each claimed by a conditional UPDATE, so two replicas running it at once tell nobody
 * twice: the second finds the row already moved (PostgreSQL re-checks the WHERE after the first
 * commits; SQLite has one writer). The states it writes are what the public reads filter on.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  /** Claims one reminder and writes its notification in one transaction; answers the mail to send. */
  async function remindOne(id: number, now: number): Promise<Mail | null> {
    return knex().transaction(async (trx) => {
      const claimed = await trx(TABLES.products)
        .where({ id, lifecycle: 'active' })
        .whereNull('expiry_reminded_at')
        .where('expires_at', '<=', now + EXPIRY_REMINDER_DAYS * DAY_MS)
        .update({ expiry_reminded_at: now });
      if (Number(claimed) !== 1) return null;
      const row = (await trx(`${TABLES.products} as p`)
        .join(`${TABLES.productOwner} as po`, 'po.product_id', 'p.id')
        .join(`${TABLES.users} as u`, 'u.id', 'po.user_id')
        .where('p.id', id)
        .first('p.document_id', 'p.title', 'p.expires_at', 'u.id as user_id', 'u.email', 'u.display_name', 'u.username', 'u.language', 'u.blocked')) as Record<string, unknown> | undefined;
      if (!row) return null;
      const expiresAt = Number(row.expires_at);
      const days = Math.max(1, Math.ceil((expiresAt - now) / DAY_MS));
      const link = `/product/${String(row.document_id)}`;
      await getService('notification').create(
        { recipientId: Number(row.user_id), type: 'listing', text: notificationText('listingExpiringText', String(row.title), days), link },
        trx,
      );
      if (toBool(row.blocked) || !row.email) return null;
      const origin = publicOrigin();
      const language: Language = row.language === 'ar' ? 'ar' : 'fr';
      const token = renewToken({ documentId: String(row.document_id), expiresAt });
      return expiryMail(
        language,
        { email: String(row.email), name: String(row.display_name || row.username) },
        { title: String(row.title), expiresAt, url: `${origin}${link}` },
        `${origin}${RENEW_LINK_PATH}?token=${token}`,
      );
    });
  }

  async function remindDue(now: number): Promise<number> {
    let reminded = 0;
    // A row leaves the candidates once claimed, here or by another replica; `seen` only guards the loop.
    const seen = new Set<number>();
    for (;;) {
      const due = ((await knex()(TABLES.products)
        .where('lifecycle', 'active')
        .whereNull('expiry_reminded_at')
        .where('expires_at', '<=', now + EXPIRY_REMINDER_DAYS * DAY_MS)
        .where('expires_at', '>', now)
        .orderBy('expires_at')
        .limit(REMINDER_BATCH)
        .select('id')) as Array<{ id: number }>)
        .map((r) => Number(r.id))
        .filter((id) => !seen.has(id));
      if (due.length === 0) return reminded;
      for (const id of due) {
        seen.add(id);
        const mail = await remindOne(id, now);
        if (mail === null) continue;
        reminded++;
        // After the commit: a failed send is logged, never sent twice.
        await getService('mail')
          .send(mail)
          .catch((error: unknown) => strapi.log.error(`[lifecycle] reminder for listing ${id} not sent: ${error instanceof Error ? error.message : String(error)}`));
      }
    }
  }

  /** Moves the rows in `from` whose `column` is at or before `until` to `to`, in one statement. */
  async function move(from: string, column: 'expires_at' | 'sold_at', until: number, to: string): Promise<number> {
    const db = knex();
    const due = db(TABLES.products).where('lifecycle', from).where(column, '<=', until).select('id');
    // PostgreSQL: rows another replica is moving are skipped, not waited on, so two runs never deadlock.
    if (isPostgres(strapi)) due.forUpdate().skipLocked();
    return Number(await db(TABLES.products).whereIn('id', due).where('lifecycle', from).update({ lifecycle: to }));
  }

  /** Moves `active` to `expired` (or `sold` to `closed`) for the rows past their time, in one statement. */
  async function moveDue(now: number): Promise<Pick<LifecycleRun, 'expired' | 'closed'>> {
    const expired = await move('active', 'expires_at', now, 'expired');
    const closed = await move('sold', 'sold_at', now - SOLD_PAGE_DAYS * DAY_MS, 'closed');
    if (expired + closed > 0) await clearProductReads();
    return { expired, closed };
  }

  /** Renews the listing `id` if it is still at `expectedExpiry` (a link) or in any renewable state (the owner). */
  async function renewRow(id: number, expectedExpiry: number | null): Promise<number | null> {
    const expiresAt = expiryFrom(Date.now());
    const q = knex()(TABLES.products).where('id', id).whereIn('lifecycle', ['active', 'expired']);
    if (expectedExpiry !== null) q.where('expires_at', expectedExpiry);
    const moved = Number(await q.update({ lifecycle: 'active', expires_at: expiresAt, expiry_reminded_at: null }));
    if (moved !== 1) return null;
    await clearProductReads();
    return expiresAt;
  }

  const renewed = (documentId: string, title: string, expiresAt: number): RenewResult => ({ id: documentId, title, expires_at: new Date(expiresAt).toISOString() });

  return {
    /** Every time rule at `now`: reminders at −7 days, expiry at 60 days, a sold page closed after 30. */
    async run(now: number = Date.now()): Promise<LifecycleRun> {
      const reminded = await remindDue(now);
      return { reminded, ...(await moveDue(now)) };
    },

    /** The owner's 'Renouveler' (own list or listing page): 60 days from now, reminder re-armed. */
    async renew(documentId: string, actor: Actor): Promise<RenewResult> {
      const product = await getService('product').ownership(documentId);
      if (!product) throw notFound('productNotFound');
      if (!actor.isAdmin && product.ownerId !== actor.id) throw notFound('productNotFound');
      const expiresAt = await renewRow(product.id, null);
      if (expiresAt === null) throw conflict('renewNotAllowed');
      return renewed(documentId, product.title, expiresAt);
    },

    /**
     * The e-mail's one-click link (no session): the token is the credential, and it renews the
     * expiry it was sent for only, so a second click (or a click after a renewal) finds it spent.
     */
    async renewWithToken(token: unknown): Promise<RenewResult | 'invalid' | 'used' | 'sold'> {
      const claim = readRenewToken(token);
      if (!claim) return 'invalid';
      const row = (await knex()(TABLES.products).where('document_id', claim.documentId).first('id', 'title', 'lifecycle')) as { id: number; title: string; lifecycle: string } | undefined;
      if (!row) return 'invalid';
      if (row.lifecycle === 'sold' || row.lifecycle === 'closed') return 'sold';
      const expiresAt = await renewRow(Number(row.id), claim.expiresAt);
      return expiresAt === null ? 'used' : renewed(claim.documentId, String(row.title), expiresAt);
    },

    /**
     * 'Marquer comme vendu': out of every public list at once, its page says 'Vendu' for
     * SOLD_PAGE_DAYS; the people who liked it are told, once (the state's move is the claim).
     */
    async markSold(documentId: string, actor: Actor): Promise<{ id: string; sold_at: string; told: number }> {
      const product = await getService('product').ownership(documentId);
      if (!product) throw notFound('productNotFound');
      if (!actor.isAdmin && product.ownerId !== actor.id) throw notFound('productNotFound');
      const now = Date.now();
      const told = await knex().transaction(async (trx: Knex.Transaction) => {
        const moved = Number(await trx(TABLES.products).where('id', product.id).whereIn('lifecycle', ['active', 'expired']).update({ lifecycle: 'sold', sold_at: now }));
        if (moved !== 1) throw conflict('listingAlreadySold');
        const likers = ((await trx(`${TABLES.likeProduct} as lp`)
          .join(`${TABLES.likeUser} as lu`, 'lu.like_id', 'lp.like_id')
          .where('lp.product_id', product.id)
          .distinct('lu.user_id')) as Array<{ user_id: number }>)
          .map((r) => Number(r.user_id))
          .filter((id) => id !== product.ownerId);
        const text = notificationText('listingSoldText', product.title);
        return getService('notification').createMany(likers.map((recipientId) => ({ recipientId, type: 'listing' as const, text, link: `/product/${documentId}` })), trx);
      });
      await clearProductReads();
      return { id: documentId, sold_at: new Date(now).toISOString(), told };
    },
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    'listing-lifecycle': typeof service;
  }
}
