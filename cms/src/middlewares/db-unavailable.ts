import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, serviceUnavailable } from '../db/availability';

/**
 * Right inside strapi::errors: an error caused by the database being away becomes a 503 with
 * Retry-After (see src/db/availability.ts) instead of a 500. Some of Strapi's own checks turn
 * a failed query into something else (the relation check of a document write answers "Invalid
 * relations"); for those and for any unexpected error, a one-query probe tells whether the database
 * is reachable before the error is reported as it is.
 */
const disguised = (error: unknown) => {
  const e = error as { expose?: boolean; name?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.name === 'ValidationError' && e.message === 'Invalid relations') return true;
  return !e.expose && !(e as { status?: number }).status;
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const reachable = async () => {
    try {
      await strapi.db.connection.raw('select 1');
      return true;
    } catch (error) {
      return !isDatabaseUnavailable(error);
    }
  };
  return async function dbUnavailable(ctx: Context, next: Next) {
    try {
      await next();
    } catch (error) {
      if (!isDatabaseUnavailable(error) && !(disguised(error) && !(await reachable()))) throw error;
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      throw serviceUnavailable();
    }
  };
};
