import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  notificationText,
  REVIEW_EDIT_DAYS,
  shownRating,
  type ApiReview,
  type PageRequest as Pagination,
  type ReviewEligibility,
  type ReviewInput,
  type ReviewReplyInput,
  type SellerRating,
} from '@souk/domain';
import { hasContactDetails } from '../../message/utils/contact-warning';
import { dbDate, isUniqueViolation, newDocumentId, toBool, toIso } from '../../../db/sql';
import { conflict, fieldError, forbidden, notFound } from '../../../http/errors';
import { countOf, offsetOf, paginated } from '../../../http/pagination';
import { getService } from '../../../services';
import { TABLES } from '../../../db/tables';
import { forgetSellerStats } from '../utils/seller-stats-cache';

const DAY_MS = 86_400_000;

/** The row id of what an insert returned, on both databases. */
const insertedId = (row: unknown) => (typeof row === 'object' && row !== null ? Number((row as { id: number }).id) : Number(row));

/**
 * Reviews of a seller for a listing (issue 28). Only a buyer who exchanged messages with the seller
 * about the listing (both wrote in their conversation) may write one, once (reviews.pair_key
 * `buyer:product` carries a unique index); the reviewer edits it for REVIEW_EDIT_DAYS, the seller
 * answers it once. A review an admin hid (through the reports queue) leaves every public read and
 * the average. Comments follow the messages' contact rules: a public review carrying a phone
 * number, a link or an address is refused rather than flagged.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  const base = (db: Knex = knex()) =>
    db(`${TABLES.reviews} as r`)
      .leftJoin(`${TABLES.reviewReviewer} as rr`, 'rr.review_id', 'r.id')
      .leftJoin(`${TABLES.users} as u`, 'u.id', 'rr.user_id')
      .leftJoin(`${TABLES.reviewSeller} as rs`, 'rs.review_id', 'r.id')
      .leftJoin(`${TABLES.reviewProduct} as rp`, 'rp.review_id', 'r.id')
      .leftJoin(`${TABLES.products} as p`, 'p.id', 'rp.product_id');

  const COLUMNS = [
    'r.id', 'r.document_id', 'r.rating', 'r.comment', 'r.reply', 'r.replied_at', 'r.created_at', 'r.updated_at', 'r.is_hidden', 'r.product_title',
    'rr.user_id as reviewer_id', 'u.document_id as reviewer_document_id', 'u.display_name as reviewer_name', 'u.username as reviewer_username',
    'rs.user_id as seller_id', 'p.id as product_id', 'p.document_id as product_document_id', 'p.title as current_title',
  ];

  const editableAt = (createdAt: unknown, now = Date.now()) => {
    const iso = toIso(createdAt);
    return iso !== null && now - Date.parse(iso) < REVIEW_EDIT_DAYS * DAY_MS;
  };

  const serialize = (r: Record<string, unknown>): ApiReview => ({
    id: String(r.document_id),
    rating: Number(r.rating),
    comment: (r.comment as string | null) || null,
    reply: (r.reply as string | null) || null,
    replied_at: toIso(r.replied_at),
    created_at: toIso(r.created_at),
    updated_at: toIso(r.updated_at),
    editable: editableAt(r.created_at),
    reviewer: r.reviewer_document_id ? { id: String(r.reviewer_document_id), display_name: String(r.reviewer_name || r.reviewer_username) } : null,
    product: r.product_document_id ? { id: String(r.product_document_id), title: String(r.current_title ?? r.product_title) } : null,
  });

  async function row(documentId: string, db: Knex = knex()) {
    const found = (await base(db).where('r.document_id', documentId).first(COLUMNS)) as Record<string, unknown> | undefined;
    if (!found || toBool(found.is_hidden)) throw notFound('reviewNotFound');
    return found;
  }

  /** The listing's seller when `buyerId` and that seller both wrote in their conversation about it, else null. */
  async function exchangedWith(buyerId: number, productId: number): Promise<number | null> {
    const db = knex();
    const conversation = (await db(`${TABLES.conversations} as c`)
      .join(`${TABLES.conversationProduct} as cp`, 'cp.conversation_id', 'c.id')
      .join(`${TABLES.conversationBuyer} as cb`, 'cb.conversation_id', 'c.id')
      .join(`${TABLES.conversationSeller} as cs`, 'cs.conversation_id', 'c.id')
      .where('cp.product_id', productId)
      .where('cb.user_id', buyerId)
      .first('c.id', 'cs.user_id as seller_id')) as { id: number; seller_id: number } | undefined;
    if (!conversation) return null;
    const senders = (await db(`${TABLES.messageConversation} as mc`)
      .join(`${TABLES.messageSender} as ms`, 'ms.message_id', 'mc.message_id')
      .where('mc.conversation_id', conversation.id)
      .whereIn('ms.user_id', [buyerId, Number(conversation.seller_id)])
      .distinct('ms.user_id')) as Array<{ user_id: number }>;
    return senders.length === 2 ? Number(conversation.seller_id) : null;
  }

  const checkComment = (comment: string | null) => {
    if (comment && hasContactDetails(comment)) throw fieldError('comment', 'reviewContactDetails');
  };

  return {
    async eligibility(userId: number, productDocumentId: string): Promise<ReviewEligibility> {
      const product = await getService('product').ownership(productDocumentId);
      if (!product || product.hidden) throw notFound('productNotFound');
      const mine = (await base().where('rr.user_id', userId).where('rp.product_id', product.id).first(COLUMNS)) as Record<string, unknown> | undefined;
      if (mine && !toBool(mine.is_hidden)) return { can_review: false, review: serialize(mine) };
      if (mine || product.ownerId === userId) return { can_review: false, review: null };
      return { can_review: (await exchangedWith(userId, product.id)) !== null, review: null };
    },

    async create(user: { id: number; display_name?: string | null; username: string }, productDocumentId: string, input: ReviewInput): Promise<ApiReview> {
      const product = await getService('product').ownership(productDocumentId);
      if (!product || product.hidden) throw notFound('productNotFound');
      if (product.ownerId === user.id) throw forbidden('reviewOwnProduct');
      const sellerId = await exchangedWith(user.id, product.id);
      if (sellerId === null) throw forbidden('reviewNotAllowed');
      checkComment(input.comment);
      const documentId = newDocumentId();
      try {
        await knex().transaction(async (trx) => {
          const now = dbDate(strapi);
          const [inserted] = await trx(TABLES.reviews)
            .insert({
              document_id: documentId,
              rating: input.rating,
              comment: input.comment,
              is_hidden: false,
              product_title: product.title.slice(0, 255),
              pair_key: `${user.id}:${product.id}`,
              created_at: now,
              updated_at: now,
              published_at: now,
            })
            .returning('id');
          const reviewId = insertedId(inserted);
          await trx(TABLES.reviewReviewer).insert({ review_id: reviewId, user_id: user.id });
          await trx(TABLES.reviewSeller).insert({ review_id: reviewId, user_id: sellerId });
          await trx(TABLES.reviewProduct).insert({ review_id: reviewId, product_id: product.id });
          const seller = (await trx(TABLES.users).where('id', sellerId).first('document_id')) as { document_id: string };
          await getService('notification').create(
            {
              recipientId: sellerId,
              type: 'review',
              text: notificationText('reviewNotificationText', user.display_name || user.username, input.rating, product.title),
              link: `/vendeur/${seller.document_id}#avis`,
            },
            trx,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('reviewAlreadySent');
        throw error;
      }
      await forgetSellerStats(sellerId);
      return serialize(await row(documentId));
    },

    async update(userId: number, documentId: string, input: ReviewInput): Promise<ApiReview> {
      const found = await row(documentId);
      if (Number(found.reviewer_id) !== userId) throw forbidden('reviewNotYours');
      if (!editableAt(found.created_at)) throw forbidden('reviewEditClosed');
      checkComment(input.comment);
      await knex()(TABLES.reviews).where('id', Number(found.id)).update({ rating: input.rating, comment: input.comment, updated_at: dbDate(strapi) });
      await forgetSellerStats(Number(found.seller_id));
      return serialize(await row(documentId));
    },

    async reply(userId: number, documentId: string, input: ReviewReplyInput): Promise<ApiReview> {
      const found = await row(documentId);
      if (Number(found.seller_id) !== userId) throw forbidden('reviewReplyNotSeller');
      if (hasContactDetails(input.reply)) throw fieldError('reply', 'reviewContactDetails');
      const now = dbDate(strapi);
      // `whereNull('reply')`: two answers racing, one wins.
      const updated = await knex()(TABLES.reviews).where('id', Number(found.id)).whereNull('reply').update({ reply: input.reply, replied_at: now, updated_at: now });
      if (Number(updated) === 0) throw conflict('reviewReplyExists');
      await forgetSellerStats(userId);
      return serialize(await row(documentId));
    },

    /** The visible reviews of a seller, newest first, with their rating. */
    async ofSeller(sellerDocumentId: string, pagination: Pagination) {
      const seller = (await knex()(TABLES.users).where('document_id', sellerDocumentId).first('id')) as { id: number } | undefined;
      if (!seller) throw notFound('profileNotFound');
      const visible = () => base().where('rs.user_id', seller.id).where('r.is_hidden', false);
      const [rows, total, rating] = await Promise.all([
        visible().select(COLUMNS).orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }]).limit(pagination.pageSize).offset(offsetOf(pagination)),
        visible().count({ n: 'r.id' }).first(),
        this.ratingOf(seller.id),
      ]);
      const page = paginated((rows as Array<Record<string, unknown>>).map(serialize), pagination, countOf(total));
      return { ...page, meta: { ...page.meta, rating } };
    },

    /** Average and count of a seller's visible reviews; the average only from RATING_MIN_REVIEWS. */
    async ratingOf(sellerId: number): Promise<SellerRating> {
      const totals = (await knex()(`${TABLES.reviews} as r`)
        .join(`${TABLES.reviewSeller} as rs`, 'rs.review_id', 'r.id')
        .where('rs.user_id', sellerId)
        .where('r.is_hidden', false)
        .first(knex().raw('count(r.id) as n'), knex().raw('coalesce(sum(r.rating), 0) as total'))) as { n: unknown; total: unknown } | undefined;
      return shownRating(Number(totals?.total ?? 0), Number(totals?.n ?? 0));
    },

    /** The review a report is about (its listing and reviewer), for the reports service. */
    async forReport(documentId: string) {
      const found = await row(documentId);
      return { id: Number(found.id), reviewerId: Number(found.reviewer_id), productId: found.product_id == null ? null : Number(found.product_id) };
    },

    /**
     * An admin hides a review (a report's 'hide'): it leaves every public read and the average; its
     * author is told. Answers the seller's id, whose figures the caller drops once committed.
     */
    async hide(trx: Knex.Transaction, reviewId: number): Promise<number | null> {
      const found = (await base(trx).where('r.id', reviewId).first(COLUMNS)) as Record<string, unknown> | undefined;
      if (!found) return null;
      await trx(TABLES.reviews).where('id', reviewId).update({ is_hidden: true, updated_at: dbDate(strapi) });
      if (found.reviewer_id != null) {
        await getService('notification').create(
          { recipientId: Number(found.reviewer_id), type: 'other', text: notificationText('reviewHidden', String(found.current_title ?? found.product_title)) },
          trx,
        );
      }
      return found.seller_id == null ? null : Number(found.seller_id);
    },

    /** Part of the account deletion cascade: the reviews a user wrote or received, and their reports. */
    async deleteFor(trx: Knex.Transaction, userId: number) {
      const ids = [
        ...((await trx(TABLES.reviewReviewer).where('user_id', userId).select('review_id')) as Array<{ review_id: number }>),
        ...((await trx(TABLES.reviewSeller).where('user_id', userId).select('review_id')) as Array<{ review_id: number }>),
      ].map((r) => Number(r.review_id));
      if (ids.length === 0) return;
      const reportIds = ((await trx(TABLES.reportReview).whereIn('review_id', ids).select('report_id')) as Array<{ report_id: number }>).map((r) => Number(r.report_id));
      if (reportIds.length > 0) {
        for (const table of [TABLES.reportReview, TABLES.reportProduct, TABLES.reportReporter]) await trx(table).whereIn('report_id', reportIds).delete();
        await trx(TABLES.reports).whereIn('id', reportIds).delete();
      }
      for (const table of [TABLES.reviewReviewer, TABLES.reviewSeller, TABLES.reviewProduct]) await trx(table).whereIn('review_id', ids).delete();
      await trx(TABLES.reviews).whereIn('id', ids).delete();
    },
  };
};

export default service;
export type ReviewService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    review: typeof service;
  }
}
