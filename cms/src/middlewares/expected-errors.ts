import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { HttpError } from '../http/errors';

/**
 * The refusals our services throw on purpose (src/http/errors.ts: 404, 409, 403…) become their
 * JSON envelope here, inside Strapi's error middleware. That middleware only knows Strapi's own
 * error classes and logged every other one as an ERROR with its stack: each "déjà aimé", each
 * missing listing, filled the log, and formatting the stack cost more than the rest of a refused
 * like (ARCHITECTURE "Hot paths"). Only a 5xx among them is worth a log line.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async function expectedErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.status >= 500) strapi.log.warn(`${ctx.method} ${ctx.path}: ${error.status} ${error.message}`);
      ctx.status = error.status;
      ctx.body = { data: null, error: { status: error.status, name: error.name, message: error.message, details: error.details } };
    }
  };
