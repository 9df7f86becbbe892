import type { Context } from 'koa';
import { alertRunSchema, alertUnsubscribeSchema, emptyBodySchema, MESSAGES, messageCode, savedSearchCreateSchema, savedSearchPatchSchema } from '@souk/domain';
import { badRequest, notFound } from '../../../http/errors';
import { readUnsubscribeToken } from '../utils/unsubscribe-token';
import { currentUser } from '../../../auth/actor';
import { answer } from '../../../http/answer';
import { parseOr400, requestBody } from '../../../http/validate';
import { getService } from '../../../services';

export default () => {
  const service = () => getService('saved-search');
  return {
    async find(ctx: Context) {
      ctx.body = { data: await service().list(currentUser(ctx).id) };
    },

    async create(ctx: Context) {
      const user = currentUser(ctx);
      const input = parseOr400(savedSearchCreateSchema, requestBody(ctx));
      ctx.status = 201;
      ctx.body = answer(await service().create(user.id, input), 'savedSearchCreated');
    },

    async update(ctx: Context) {
      const user = currentUser(ctx);
      const patch = parseOr400(savedSearchPatchSchema, requestBody(ctx));
      ctx.body = answer(await service().update(user.id, String(ctx.params.id), patch), 'savedSearchUpdated');
    },

    async seen(ctx: Context) {
      const user = currentUser(ctx);
      parseOr400(emptyBodySchema, requestBody(ctx));
      ctx.body = { data: await service().markSeen(user.id, String(ctx.params.id)) };
    },

    async delete(ctx: Context) {
      const user = currentUser(ctx);
      ctx.body = answer(await service().remove(user.id, String(ctx.params.id)), 'savedSearchDeleted');
    },

    /**
     * A digest's stop link, without a session: the signed token names the alerts whose e-mail stops.
     * Mail clients POST here for RFC 8058's one click (token in the query, body
     * `List-Unsubscribe=One-Click`); the site's stop page sends `{ token }`.
     */
    async unsubscribe(ctx: Context) {
      const body = requestBody(ctx);
      const { token } = parseOr400(alertUnsubscribeSchema, { token: ctx.query.token ?? body.token });
      const ids = readUnsubscribeToken(token);
      if (!ids) throw badRequest('unsubscribeLinkInvalid');
      const names = await getService('alert-digest').stopMail(ids);
      if (names.length === 0) throw notFound('savedSearchNotFound');
      const name = names.join(', ');
      ctx.body = { data: { names }, message: MESSAGES.alertMailStopped(name), code: messageCode('alertMailStopped'), params: { name } };
    },

    /** Operators (and the tests, in place of the crons and a clock): handles the queued alert jobs, then the digests due at `now`. */
    async runJobs(ctx: Context) {
      const { now } = parseOr400(alertRunSchema, requestBody(ctx));
      const at = now ? Date.parse(now) : Date.now();
      // What this run cost (finding the alerts, telling them) is the operators' and bench/alerts.mjs's measure.
      const jobs = getService('alert-jobs');
      const before = jobs.spent();
      const started = performance.now();
      const claimed = await jobs.drain();
      const after = jobs.spent();
      const ms = (n: number) => Math.round(n * 10) / 10;
      const cost = { ms: ms(performance.now() - started), findMs: ms(after.findMs - before.findMs), tellMs: ms(after.tellMs - before.tellMs), told: after.told - before.told };
      ctx.body = { data: { claimed, ...cost, digests: await getService('alert-digest').sendDue(at) } };
    },
  };
};
