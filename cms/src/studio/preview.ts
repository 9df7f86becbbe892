import type { Core } from '@strapi/strapi';
import { PREVIEW_PARAM, type AdPosition, type Language } from '@souk/domain';
import { TABLES, UIDS } from '../db/tables';
import { signPreviewToken } from '../auth/preview-token';

/**
 * Banner previews (Strapi 5's preview, config/admin.ts): from a banner, draft or published, the
 * studio opens the site page where it would show, with `?apercu=<token>`. The token is a JWT of
 * this server (HS256, the studio's secret, its own audience) naming one banner and locale, valid
 * 15 minutes; the site asks GET /api/advertisements/preview with it and shows that banner's draft
 * in its slot. Without a valid token nothing of a draft is served, to anyone.
 */
/**
 * The site page a banner shows on: a header or between-listings banner on the home page (filtered
 * by its category when it has one), a sidebar banner beside a listing of its category, a footer
 * banner at the bottom of the home page.
 */
async function pageOf(strapi: Core.Strapi, position: AdPosition, category: string | null): Promise<string> {
  if (position === 'sidebar') {
    const listing = strapi.db
      .connection(`${TABLES.products} as p`)
      .where('p.is_hidden', false)
      .select('p.document_id')
      .orderBy('p.id', 'desc')
      .first();
    if (category) listing.join(`${TABLES.productCategory} as pc`, 'pc.product_id', 'p.id').join(`${TABLES.categories} as c`, 'c.id', 'pc.category_id').where('c.slug', category);
    const row = (await listing) as { document_id?: string } | undefined;
    if (row?.document_id) return `/product/${row.document_id}?`;
  }
  return position !== 'footer' && category ? `/?category=${encodeURIComponent(category)}&` : '/?';
}

/** Strapi's preview handler: the URL of a banner's preview, or null for any other content type. */
export async function previewUrl(strapi: Core.Strapi, uid: string, params: { documentId: string; locale?: string | null }): Promise<string | null> {
  if (uid !== UIDS.advertisement || !params.documentId) return null;
  const locale: Language = params.locale === 'ar' ? 'ar' : 'fr';
  const ad = (await strapi.documents(UIDS.advertisement).findOne({
    documentId: params.documentId,
    locale,
    status: 'draft',
    fields: ['position'],
    populate: { category: { fields: ['slug'] } },
  } as never)) as { position?: AdPosition; category?: { slug?: string } | null } | null;
  if (!ad?.position) return null;
  const page = await pageOf(strapi, ad.position, ad.category?.slug ?? null);
  return `${page}${PREVIEW_PARAM}=${encodeURIComponent(signPreviewToken({ documentId: params.documentId, locale }))}`;
}
