import type { Context } from 'koa';
import { paginationQuerySchema, reportSchema, reviewReplySchema, reviewSchema } from '@souk/domain';
import { currentUser } from '../../../auth/actor';
import { answer } from '../../../http/answer';
import { getService } from '../../../services';
import { parseOr400, requestBody } from '../../../http/validate';

const REVIEWS_PAGE_SIZE = 10;
const listQuery = paginationQuerySchema(REVIEWS_PAGE_SIZE);

export default () => {
  const service = () => getService('review');
  return {
    /** GET /api/users/:id/reviews: a seller's visible reviews, newest first, `meta.rating`. */
    async ofSeller(ctx: Context) {
      ctx.body = await service().ofSeller(String(ctx.params.id), parseOr400(listQuery, ctx.query));
    },

    /** GET /api/products/:id/my-review */
    async eligibility(ctx: Context) {
      ctx.body = { data: await service().eligibility(currentUser(ctx).id, String(ctx.params.id)) };
    },

    /** POST /api/products/:id/reviews */
    async create(ctx: Context) {
      const input = parseOr400(reviewSchema, requestBody(ctx));
      const review = await service().create(currentUser(ctx), String(ctx.params.id), input);
      ctx.status = 201;
      ctx.body = answer(review, 'reviewSent');
    },

    /** PUT /api/reviews/:id */
    async update(ctx: Context) {
      const input = parseOr400(reviewSchema, requestBody(ctx));
      ctx.body = answer(await service().update(currentUser(ctx).id, String(ctx.params.id), input), 'reviewUpdated');
    },

    /** POST /api/reviews/:id/reply */
    async reply(ctx: Context) {
      const input = parseOr400(reviewReplySchema, requestBody(ctx));
      ctx.body = answer(await service().reply(currentUser(ctx).id, String(ctx.params.id), input), 'reviewReplySent');
    },

    /** POST /api/reviews/:id/report: 'Signaler l'avis', into the reports queue. */
    async report(ctx: Context) {
      const input = parseOr400(reportSchema, requestBody(ctx));
      const data = await getService('report').createForReview(currentUser(ctx), String(ctx.params.id), input);
      ctx.status = 201;
      ctx.body = answer(data, 'reportSent');
    },
  };
};
