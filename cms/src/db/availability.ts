import type { Core } from '@strapi/strapi';
import { MESSAGES, messageCode } from '@souk/domain';
import { HttpError } from '../http/errors';

/**
 * The database being away (restart, failover, network cut) is not a bug in the request: every
 * such error becomes a 503 with Retry-After (src/middlewares/db-unavailable.ts), the auth strategy
 * answers 503 instead of "not signed in" (src/auth/auth-strategy.ts), and an error of this kind that
 * escapes a request (a driver event, a query nobody awaited) is logged instead of ending the process.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: pg_ctl stop -m fast
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);

const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|terminating connection|Connection ended unexpectedly|Timeout acquiring a connection|the database system is (starting up|shutting down|in recovery mode)|Client was closed and is not queryable|Unable to acquire a connection|connect ECONNREFUSED|read ECONNRESET|server closed the connection unexpectedly/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e !== 'object') return false;
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Seconds a client should wait before trying again: a restart usually takes a few seconds. */
export const RETRY_AFTER_SECONDS = 2;
export const serviceUnavailable = () =>
  new HttpError(503, MESSAGES.serviceUnavailable, { code: messageCode('serviceUnavailable'), retryAfter: RETRY_AFTER_SECONDS }, 'ServiceUnavailableError');

let installed = false;

/**
 * Node ends the process on an unhandled rejection or an uncaught 'error' event. A database going
 * away produces both (a query nobody awaits any more, a pooled client's socket closing); they are
 * logged and the pool reconnects on the next query. Any other error keeps Node's behaviour.
 */
export function keepAliveOnDatabaseErrors(strapi: Core.Strapi) {
  if (installed) return;
  installed = true;
  let lastLog = 0;
  const note = (error: unknown) => {
    const now = Date.now();
    if (now - lastLog < 1_000) return;
    lastLog = now;
    strapi.log.warn(`[database] unavailable: ${(error as Error)?.message ?? String(error)}`);
  };
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) return note(reason);
    strapi.log.error(`[process] unhandled rejection: ${(reason as Error)?.stack ?? String(reason)}`);
    process.exit(1);
  });
  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) return note(error);
    strapi.log.error(`[process] uncaught exception: ${error.stack ?? String(error)}`);
    process.exit(1);
  });
}
