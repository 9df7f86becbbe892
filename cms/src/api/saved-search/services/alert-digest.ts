import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ALERT_STOP_PATH, DIGEST_LISTINGS_PER_ALERT, formatPrice, resolveCity, type Language } from '@souk/domain';
import { publicOrigin } from '../../../env';
import { toBool } from '../../../db/sql';
import { TABLES, UIDS } from '../../../db/tables';
import { getService } from '../../../services';
import type { Mail } from '../../account/emails/templates';
import { digestMail, type DigestAlert } from '../utils/digest-mail';
import { unsubscribeToken } from '../utils/unsubscribe-token';
import { wherePublic } from '../../product/utils/public-listing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SPA page that reads a stop link's token and says in fr/ar that the alert's e-mail is off. */
export const STOP_PAGE = ALERT_STOP_PATH;

/**
 * The daily e-mail of the alerts set to 'daily'. A user's digest is claimed with one statement
 * (`alert_digests.sent_at` moves only if the last one is a day old), inside the transaction that
 * marks its matches e-mailed: a second replica, or a second run the same day, finds nothing to send.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  async function claim(trx: Knex.Transaction, userId: number, now: number): Promise<boolean> {
    const result = await trx.raw(
      `INSERT INTO ${TABLES.alertDigests} (user_id, sent_at) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET sent_at = excluded.sent_at WHERE ${TABLES.alertDigests}.sent_at <= ?
       RETURNING user_id`,
      [userId, now, now - DAY_MS],
    );
    const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows ?? [];
    return rows.length > 0;
  }

  async function firstPhotos(trx: Knex.Transaction, productIds: number[]): Promise<Map<number, string>> {
    if (productIds.length === 0) return new Map();
    const rows = (await trx(`${TABLES.fileRelations} as m`)
      .join(`${TABLES.files} as f`, 'f.id', 'm.file_id')
      .where('m.related_type', UIDS.product)
      .where('m.field', 'images')
      .whereIn('m.related_id', productIds)
      .orderBy([{ column: 'm.related_id' }, { column: 'm.order' }])
      .select('m.related_id', 'f.url')) as Array<{ related_id: number; url: string }>;
    const out = new Map<number, string>();
    for (const r of rows) if (!out.has(Number(r.related_id))) out.set(Number(r.related_id), r.url);
    return out;
  }

  /** Builds and claims one user's digest; null when nothing is due (or the user turned alerts off). */
  async function prepare(userId: number, now: number): Promise<Mail | null> {
    return knex().transaction(async (trx) => {
      const user = await trx(TABLES.users).where('id', userId).first('email', 'display_name', 'username', 'language', 'notify_alerte', 'blocked');
      if (!user) return null;
      const alerts = (await trx(TABLES.savedSearches).where({ user_id: userId, frequency: 'daily' }).orderBy('id').select('id', 'document_id', 'name')) as Array<{ id: number; document_id: string; name: string }>;
      const pending = () => trx(TABLES.savedSearchMatches).whereIn('saved_search_id', alerts.map((a) => a.id)).whereNull('emailed_at');
      const wanted = (user.notify_alerte === null || user.notify_alerte === undefined || toBool(user.notify_alerte)) && !toBool(user.blocked);
      if (!wanted) {
        // The settings' switch is off: these matches are never mailed.
        await pending().update({ emailed_at: now });
        return null;
      }
      if (alerts.length === 0 || !(await claim(trx, userId, now))) return null;
      const language: Language = user.language === 'ar' ? 'ar' : 'fr';
      const origin = publicOrigin();
      const sections: DigestAlert[] = [];
      for (const alert of alerts) {
        const listings = (await trx(`${TABLES.savedSearchMatches} as m`)
          .join(`${TABLES.products} as p`, 'p.id', 'm.product_id')
          .where('m.saved_search_id', alert.id)
          .whereNull('m.emailed_at')
          .modify(wherePublic)
          .orderBy([{ column: 'm.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }])
          .limit(DIGEST_LISTINGS_PER_ALERT)
          .select('p.id', 'p.document_id', 'p.title', 'p.price', 'p.currency', 'p.is_free', 'p.city', 'p.location')) as Array<Record<string, unknown>>;
        if (listings.length === 0) continue;
        const photos = await firstPhotos(trx, listings.map((l) => Number(l.id)));
        sections.push({
          name: alert.name,
          stopUrl: `${origin}${STOP_PAGE}?token=${unsubscribeToken([alert.document_id])}`,
          listings: listings.map((l) => {
            const city = typeof l.city === 'string' ? resolveCity(l.city) : null;
            const photo = photos.get(Number(l.id)) ?? null;
            return {
              title: String(l.title),
              price: formatPrice({ price: l.price as number | null, currency: l.currency as string | null, is_free: toBool(l.is_free) }),
              city: city ? (language === 'ar' ? city.name_ar : city.name) : String(l.location ?? ''),
              photo: photo ? (photo.startsWith('http') ? photo : `${origin}${photo}`) : null,
              url: `${origin}/product/${String(l.document_id)}`,
            };
          }),
        });
      }
      await pending().update({ emailed_at: now });
      if (sections.length === 0) {
        // Nothing left to show (hidden since): the day's slot is not spent.
        await trx(TABLES.alertDigests).where('user_id', userId).delete();
        return null;
      }
      const token = unsubscribeToken(alerts.filter((a) => sections.some((s) => s.name === a.name)).map((a) => a.document_id));
      return digestMail(language, { email: String(user.email), name: String(user.display_name || user.username) }, sections, {
        manage: `${origin}/alertes`,
        oneClick: `${origin}/api/saved-searches/unsubscribe?token=${token}`,
      });
    });
  }

  return {
    /** Sends every digest due at `now`; answers how many left. */
    async sendDue(now: number = Date.now()): Promise<number> {
      const users = (await knex()(`${TABLES.savedSearches} as s`)
        .join(`${TABLES.savedSearchMatches} as m`, 'm.saved_search_id', 's.id')
        .where('s.frequency', 'daily')
        .whereNull('m.emailed_at')
        .distinct('s.user_id')) as Array<{ user_id: number }>;
      let sent = 0;
      for (const { user_id } of users) {
        const mail = await prepare(Number(user_id), now);
        if (!mail) continue;
        try {
          await getService('mail').send(mail);
          sent++;
        } catch (error) {
          strapi.log.error(`[alerts] digest to user ${user_id} not sent: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return sent;
    },

    /** One click from a digest (no session): the named alerts stop mailing; answers their names. */
    async stopMail(alertIds: string[]): Promise<string[]> {
      const rows = (await knex()(TABLES.savedSearches).whereIn('document_id', alertIds).select('id', 'name')) as Array<{ id: number; name: string }>;
      if (rows.length > 0) await knex()(TABLES.savedSearches).whereIn('id', rows.map((r) => r.id)).update({ frequency: 'off', updated_at: Date.now() });
      return rows.map((r) => r.name);
    },
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    'alert-digest': typeof service;
  }
}
