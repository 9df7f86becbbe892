import type { Knex } from 'knex';
import { COMPONENT_FIELDS } from '@souk/domain';
import { TABLES, UIDS } from '../../../db/tables';

const ids = (rows: Array<Record<string, unknown>>, key: string) => [...new Set(rows.map((r) => Number(r[key])))];

/**
 * The one way products are deleted (by their owner, an admin, or with their owner's account):
 * inside `trx`, the products and all that hangs on them — likes and reports received (reviews stay with the seller, under the title they kept), kind components, image
 * references, category/owner/conversation links. Returns the image file ids, to remove from the
 * upload provider once the transaction has committed.
 */
export async function deleteProductRows(trx: Knex.Transaction, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  // The product rows first, locked until commit (PostgreSQL; SQLite has a single writer): a like
  // racing this deletion either committed before (its rows go below) or finds no product.
  if (String(trx.client.config.client).startsWith('p')) await trx(TABLES.products).whereIn('id', productIds).forUpdate().select('id');
  const likeIds = ids(await trx(TABLES.likeProduct).whereIn('product_id', productIds).select('like_id'), 'like_id');
  if (likeIds.length > 0) {
    await trx(TABLES.likeUser).whereIn('like_id', likeIds).delete();
    await trx(TABLES.likeProduct).whereIn('like_id', likeIds).delete();
    await trx(TABLES.likes).whereIn('id', likeIds).delete();
  }
  const reportIds = ids(await trx(TABLES.reportProduct).whereIn('product_id', productIds).select('report_id'), 'report_id');
  if (reportIds.length > 0) {
    await trx(TABLES.reportReporter).whereIn('report_id', reportIds).delete();
    await trx(TABLES.reportReview).whereIn('report_id', reportIds).delete();
    await trx(TABLES.reportProduct).whereIn('report_id', reportIds).delete();
    await trx(TABLES.reports).whereIn('id', reportIds).delete();
  }
  const components = (await trx(TABLES.productComponents).whereIn('entity_id', productIds).select('cmp_id', 'component_type')) as Array<{
    cmp_id: number;
    component_type: string;
  }>;
  for (const { uid, table } of COMPONENT_FIELDS) {
    const of = components.filter((c) => c.component_type === uid).map((c) => Number(c.cmp_id));
    if (of.length > 0) await trx(table).whereIn('id', of).delete();
  }
  await trx(TABLES.productComponents).whereIn('entity_id', productIds).delete();
  const images = trx(TABLES.fileRelations).where('related_type', UIDS.product).whereIn('related_id', productIds);
  const fileIds = ids(await images.clone().select('file_id'), 'file_id');
  await images.clone().delete();
  for (const table of [TABLES.productCategory, TABLES.productOwner, TABLES.conversationProduct, TABLES.reviewProduct, TABLES.savedSearchMatches, TABLES.alertJobs, TABLES.productViewDays]) {
    await trx(table).whereIn('product_id', productIds).delete();
  }
  await trx(TABLES.products).whereIn('id', productIds).delete();
  return fileIds;
}
