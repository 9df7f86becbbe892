import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { notificationText, type ApiReport, type ReportAction, type ReportInput, type ReportReason, type ReportStatus } from '@souk/domain';
import { dbDate, isUniqueViolation, newDocumentId, toBool, toIso } from '../../../db/sql';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { countOf, offsetOf, paginated } from '../../../http/pagination';
import type { PageRequest as Pagination } from '@souk/domain';
import { bumpSessionVersion, forgetSessionUser } from '../../../auth/session-version';
import { forgetSessionsOf, revokeSessions } from '../../../auth/sessions';
import { clearProductReads } from '../../product/utils/read-cache';
import { getService } from '../../../services';
import { forgetSellerStats } from '../../review/utils/seller-stats-cache';

const STATUS_AFTER: Record<ReportAction, ReportStatus> = { hide: 'hidden', dismiss: 'dismissed', deactivate_seller: 'seller_deactivated' };

/**
 * 'Signaler l'annonce' and the admin's 'Signalements' tab. One report per user and listing: the
 * unique index on reports.pair_key settles a double submit. Hiding a listing takes it out of every
 * public read (list, search, detail, promoted, counts) and tells its owner; deactivating the seller
 * ends their sessions at once (session version bump).
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  const base = () =>
    knex()('reports as r')
      .leftJoin('reports_product_lnk as rp', 'rp.report_id', 'r.id')
      .leftJoin('products as p', 'p.id', 'rp.product_id')
      .leftJoin('products_owner_lnk as po', 'po.product_id', 'p.id')
      .leftJoin('up_users as s', 's.id', 'po.user_id')
      .leftJoin('up_users_role_lnk as srl', 'srl.user_id', 's.id')
      .leftJoin('up_roles as sr', 'sr.id', 'srl.role_id')
      .leftJoin('reports_reporter_lnk as rr', 'rr.report_id', 'r.id')
      .leftJoin('up_users as u', 'u.id', 'rr.user_id')
      .leftJoin('reports_review_lnk as rv', 'rv.report_id', 'r.id')
      .leftJoin('reviews as v', 'v.id', 'rv.review_id');

  const COLUMNS = [
    'r.id', 'r.document_id', 'r.reason', 'r.details', 'r.status', 'r.created_at', 'r.resolved_at',
    'p.id as product_id', 'p.document_id as product_document_id', 'p.title as product_title', 'p.is_hidden as product_hidden',
    's.id as seller_id', 's.document_id as seller_document_id', 's.display_name as seller_name', 's.username as seller_username', 's.blocked as seller_blocked', 'sr.type as seller_role',
    'u.document_id as reporter_document_id', 'u.display_name as reporter_name', 'u.username as reporter_username',
    'v.id as review_id', 'v.document_id as review_document_id', 'v.rating as review_rating', 'v.comment as review_comment', 'v.is_hidden as review_hidden',
  ];

  const serialize = (r: Record<string, unknown>): ApiReport => ({
    id: String(r.document_id),
    reason: r.reason as ReportReason,
    details: (r.details as string | null) ?? null,
    status: r.status as ReportStatus,
    created_at: toIso(r.created_at),
    resolved_at: toIso(r.resolved_at),
    product: r.product_document_id ? { id: String(r.product_document_id), title: String(r.product_title), is_hidden: r.product_hidden === true || r.product_hidden === 1 } : null,
    seller: r.seller_document_id
      ? {
          id: String(r.seller_document_id),
          display_name: String(r.seller_name || r.seller_username),
          is_active: !(r.seller_blocked === true || r.seller_blocked === 1),
          is_admin: r.seller_role === 'admin',
        }
      : null,
    reporter: r.reporter_document_id ? { id: String(r.reporter_document_id), display_name: String(r.reporter_name || r.reporter_username) } : null,
    review: r.review_document_id
      ? { id: String(r.review_document_id), rating: Number(r.review_rating), comment: (r.review_comment as string | null) || null, is_hidden: toBool(r.review_hidden) }
      : null,
  });

  async function find(documentId: string) {
    const row = (await base().where('r.document_id', documentId).first(COLUMNS)) as Record<string, unknown> | undefined;
    if (!row) throw notFound('reportNotFound');
    return row;
  }

  async function insert(
    userId: number,
    about: { productId: number | null; reviewId?: number; pairKey: string; input: ReportInput; already: 'reportAlreadySent' | 'reviewReportAlreadySent' },
  ): Promise<ApiReport> {
    try {
      const id = await knex().transaction(async (trx) => {
        const now = dbDate(strapi);
        const [row] = await trx('reports')
          .insert({
            document_id: newDocumentId(),
            reason: about.input.reason,
            details: about.input.details ?? null,
            status: 'open',
            pair_key: about.pairKey,
            created_at: now,
            updated_at: now,
          })
          .returning('id');
        const reportId = typeof row === 'object' ? (row as { id: number }).id : (row as number);
        await trx('reports_reporter_lnk').insert({ report_id: reportId, user_id: userId });
        if (about.productId !== null) await trx('reports_product_lnk').insert({ report_id: reportId, product_id: about.productId });
        if (about.reviewId !== undefined) await trx('reports_review_lnk').insert({ report_id: reportId, review_id: about.reviewId });
        return reportId;
      });
      return serialize((await base().where('r.id', id).first(COLUMNS)) as Record<string, unknown>);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(about.already);
      throw error;
    }
  }

  return {
    async create(user: { id: number }, productDocumentId: string, input: ReportInput): Promise<ApiReport> {
      const product = await getService('product').ownership(productDocumentId);
      if (!product || product.hidden) throw notFound('productNotFound');
      if (product.ownerId === user.id) throw forbidden('reportOwnProduct');
      return insert(user.id, { productId: product.id, pairKey: `${user.id}:${product.id}`, input, already: 'reportAlreadySent' });
    },

    /** 'Signaler l'avis': the review's report joins the same queue, one per user and review. */
    async createForReview(user: { id: number }, reviewDocumentId: string, input: ReportInput): Promise<ApiReport> {
      const review = await getService('review').forReport(reviewDocumentId);
      if (review.reviewerId === user.id) throw forbidden('reviewReportOwn');
      return insert(user.id, { productId: review.productId, reviewId: review.id, pairKey: `review:${user.id}:${review.id}`, input, already: 'reviewReportAlreadySent' });
    },

    /**
     * The page's report ids come from `reports` alone (its (status, created_at, id) index, newest
     * first), and only those ids are joined to their listing, seller, reporter and review: joined
     * first, a page of all 3 000 reports hashed the whole products and owners tables (1M: p99 2.1 s,
     * ARCHITECTURE decision 85). The count reads `reports` alone too: every join is at most one row.
     */
    async list(query: Pagination & { status?: ReportStatus }) {
      const filtered = () => {
        const q = knex()('reports as r');
        if (query.status) q.where('r.status', query.status);
        return q;
      };
      const newestFirst = [{ column: 'r.created_at', order: 'desc' as const }, { column: 'r.id', order: 'desc' as const }];
      const [ids, total] = await Promise.all([
        filtered().select('r.id').orderBy(newestFirst).limit(query.pageSize).offset(offsetOf(query)) as unknown as Promise<Array<{ id: number }>>,
        filtered().count({ n: 'r.id' }).first(),
      ]);
      const rows = ids.length === 0 ? [] : ((await base().whereIn('r.id', ids.map((r) => Number(r.id))).select(COLUMNS).orderBy(newestFirst)) as Array<Record<string, unknown>>);
      return paginated(rows.map(serialize), query, countOf(total));
    },

    async resolve(documentId: string, action: ReportAction, adminId: number): Promise<ApiReport> {
      const row = await find(documentId);
      const productId = row.product_id == null ? null : Number(row.product_id);
      const sellerId = row.seller_id == null ? null : Number(row.seller_id);
      if (action === 'deactivate_seller') {
        if (sellerId === null) throw notFound('reportNotFound');
        if (row.seller_role === 'admin' || sellerId === adminId) throw forbidden('adminCannotBeDeactivated');
      }
      const reviewId = row.review_id == null ? null : Number(row.review_id);
      if (action === 'hide' && productId === null && reviewId === null) throw notFound('productNotFound');

      const now = dbDate(strapi);
      let reviewSeller: number | null = null;
      await knex().transaction(async (trx: Knex.Transaction) => {
        // Every open report of the same listing (or of the same review) is settled by the same decision.
        const reviewReports = () => trx('reports_review_lnk').select('report_id');
        const same =
          reviewId !== null
            ? reviewReports().where('review_id', reviewId)
            : productId === null
              ? [Number(row.id)]
              : trx('reports_product_lnk').where('product_id', productId).whereNotIn('report_id', reviewReports()).select('report_id');
        await trx('reports').whereIn('id', same).where('status', 'open').update({ status: STATUS_AFTER[action], resolved_at: now, updated_at: now });
        await trx('reports').where('id', Number(row.id)).update({ status: STATUS_AFTER[action], resolved_at: now, updated_at: now });
        if (action === 'hide' && reviewId !== null) reviewSeller = await getService('review').hide(trx, reviewId);
        else if (action === 'hide' && productId !== null) {
          await trx('products').where('id', productId).update({ is_hidden: true, updated_at: now });
          if (sellerId !== null) {
            await getService('notification').create(
              { recipientId: sellerId, type: 'other', text: notificationText('listingHidden', String(row.product_title)) },
              trx,
            );
          }
        }
        if (action === 'deactivate_seller' && sellerId !== null) {
          await trx('up_users').where('id', sellerId).update({ blocked: true, updated_at: now });
          await bumpSessionVersion(strapi, sellerId, trx);
          await revokeSessions(strapi, sellerId, { trx });
        }
      });
      if (action === 'deactivate_seller' && sellerId !== null) {
        await forgetSessionUser(sellerId);
        await forgetSessionsOf(sellerId);
      }
      if (action === 'hide' && reviewId === null) await clearProductReads();
      if (reviewSeller !== null) await forgetSellerStats(reviewSeller);
      return serialize(await find(documentId));
    },

    /** Part of the account deletion cascade: the reports a user filed (a deleted listing's reports go in deleteProductRows). */
    async deleteFor(trx: Knex.Transaction, where: { productIds?: number[]; userId?: number }) {
      const reportIds: number[] = [];
      if (where.productIds && where.productIds.length > 0) {
        reportIds.push(...((await trx('reports_product_lnk').whereIn('product_id', where.productIds).select('report_id')) as Array<{ report_id: number }>).map((r) => Number(r.report_id)));
      }
      if (where.userId !== undefined) {
        reportIds.push(...((await trx('reports_reporter_lnk').where('user_id', where.userId).select('report_id')) as Array<{ report_id: number }>).map((r) => Number(r.report_id)));
      }
      if (reportIds.length === 0) return;
      await trx('reports_product_lnk').whereIn('report_id', reportIds).delete();
      await trx('reports_reporter_lnk').whereIn('report_id', reportIds).delete();
      await trx('reports_review_lnk').whereIn('report_id', reportIds).delete();
      await trx('reports').whereIn('id', reportIds).delete();
    },
  };
};

export default service;
export type ReportService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    report: typeof service;
  }
}
