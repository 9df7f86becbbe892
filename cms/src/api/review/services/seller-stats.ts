import type { Core } from '@strapi/strapi';
import { RESPONSE_WINDOW_DAYS, responseStats, type AskedAnswered } from '@souk/domain';
import { dbDate, toIso } from '../../../db/sql';
import { getService } from '../../../services';
import { TABLES } from '../../../db/tables';
import { sellerStatsCache, type SellerStats } from '../utils/seller-stats-cache';

const DAY_MS = 86_400_000;
/** The busiest sellers' figures read this many recent conversations at most. */
const MAX_CONVERSATIONS = 500;

const ms = (value: unknown) => {
  const iso = toIso(value);
  return iso === null ? null : Date.parse(iso);
};

/**
 * What the seller page and the seller card say about how a seller deals: their rating (reviews)
 * and how they answer — of the conversations buyers started with them in the last 90 days, the
 * share they answered and the median time to their first reply. Two grouped reads, cached per
 * seller (utils/seller-stats-cache.ts).
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  async function response(sellerId: number, now = Date.now()) {
    const db = knex();
    const since = dbDate(strapi, new Date(now - RESPONSE_WINDOW_DAYS * DAY_MS));
    const conversations = db(`${TABLES.conversationSeller} as cs`)
      .join(`${TABLES.conversations} as c`, 'c.id', 'cs.conversation_id')
      .where('cs.user_id', sellerId)
      .where('c.created_at', '>=', since)
      .orderBy('c.id', 'desc')
      .limit(MAX_CONVERSATIONS)
      .select('c.id');
    const firsts = (await db(`${TABLES.messageConversation} as mc`)
      .join(`${TABLES.messages} as m`, 'm.id', 'mc.message_id')
      .join(`${TABLES.messageSender} as ms`, 'ms.message_id', 'm.id')
      .whereIn('mc.conversation_id', conversations)
      .groupBy('mc.conversation_id')
      .select(
        'mc.conversation_id',
        db.raw('min(case when ms.user_id <> ? then m.created_at end) as asked', [sellerId]),
        db.raw('min(case when ms.user_id = ? then m.created_at end) as answered', [sellerId]),
      )) as Array<{ asked: unknown; answered: unknown }>;
    const pairs: AskedAnswered[] = [];
    for (const row of firsts) {
      const asked = ms(row.asked);
      if (asked !== null) pairs.push({ asked, answered: ms(row.answered) });
    }
    return responseStats(pairs);
  }

  return {
    /** Rating and response figures of a seller (row id), through the 30 s cache. */
    async of(sellerId: number): Promise<SellerStats> {
      return sellerStatsCache.wrap(String(sellerId), async () => {
        const [rating, answers] = await Promise.all([getService('review').ratingOf(sellerId), response(sellerId)]);
        return { rating, response: answers };
      });
    },
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    'seller-stats': typeof service;
  }
}
