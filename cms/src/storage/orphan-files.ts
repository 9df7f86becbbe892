import type { Core } from '@strapi/strapi';
import { TABLES, UIDS } from '../db/tables';

/** Content types whose files go with them when they are deleted through the document service (the studio). */
const OWNERS = new Set<string>([UIDS.advertisement, UIDS.product]);

/**
 * Strapi keeps a deleted entry's media in the library (and in the bucket) forever. A banner (or a
 * listing deleted in the studio; the API's own deletions remove their photos themselves) takes its
 * files with it, once nothing else points at them: a file an editor also put on another banner stays.
 */
export function removeFilesWithDocuments(strapi: Core.Strapi) {
  const knex = () => strapi.db.connection;
  strapi.documents.use(async (ctx, next) => {
    if (ctx.action !== 'delete' || !OWNERS.has(ctx.uid)) return next();
    const documentId = (ctx.params as { documentId?: string }).documentId;
    const table = strapi.getModel(ctx.uid)?.collectionName;
    if (!documentId || !table) return next();
    const rows = knex()(table).where('document_id', documentId).select('id');
    const before = (await knex()(TABLES.fileRelations).where('related_type', ctx.uid).whereIn('related_id', rows).distinct('file_id')) as Array<{ file_id: number }>;
    const result = await next();
    const candidates = before.map((r) => Number(r.file_id));
    if (candidates.length === 0) return result;
    const kept = new Set(((await knex()(TABLES.fileRelations).whereIn('file_id', candidates).distinct('file_id')) as Array<{ file_id: number }>).map((r) => Number(r.file_id)));
    const upload = strapi.plugin('upload').service('upload');
    for (const id of candidates.filter((c) => !kept.has(c))) {
      const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id } });
      if (file) await upload.remove(file);
    }
    return result;
  });
}
