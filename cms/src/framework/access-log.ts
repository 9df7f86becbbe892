import { writeSync } from 'fs';
import type { Context, Next } from 'koa';
import type { FrameworkShortcut } from './index';

/**
 * One line per request, as 'strapi::logger' writes it (`[2026-11-26 16:50:00.123] http: POST
 * /api/products/x/like (3 ms) 200`), without winston on the way. Strapi's logger sends each line
 * through winston's object-mode streams (timestamp, colours, printf, console transport) and one
 * write to stdout per request: under 200 people liking at once that was ~6% of the process's time
 * (ARCHITECTURE decision 62). Here a line is a template string, and the lines of a busy moment go
 * out together in one write.
 *
 * A line waits at most FLUSH_MS; what is queued when the process exits is written synchronously
 * (a crash that kills the process outright loses at most those FLUSH_MS of access lines; errors
 * still go through strapi.log at once). Colours only on a terminal, like any access log.
 */
const FLUSH_MS = 100;
const MAX_QUEUED_CHARS = 64 * 1024;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss.SSS` in local time: the format of Strapi's log lines. */
export function logTimestamp(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

export function accessLine(at: Date, method: string, url: string, ms: number, status: number, colour: boolean): string {
  const level = colour ? '\u001b[35mhttp\u001b[39m' : 'http';
  return `[${logTimestamp(at)}] ${level}: ${method} ${url} (${ms} ms) ${status}\n`;
}

/** Lines queued and written together: at most `flushMs` late, at once past `maxChars`, and on exit. */
export function lineBatcher(write: (text: string) => void, flushMs = FLUSH_MS, maxChars = MAX_QUEUED_CHARS) {
  let queued = '';
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!queued) return;
    const text = queued;
    queued = '';
    write(text);
  };
  return {
    add(line: string) {
      queued += line;
      if (queued.length >= maxChars) flush();
      else if (!timer) timer = setTimeout(flush, flushMs).unref();
    },
    flush,
  };
}

let stdoutLines: ReturnType<typeof lineBatcher> | null = null;

/** The one batcher of this process's stdout (several middleware instances share it). */
function stdoutBatcher() {
  if (!stdoutLines) {
    let exiting = false;
    const batcher = lineBatcher((text) => {
      if (!exiting) {
        process.stdout.write(text);
        return;
      }
      // 'exit' handlers are synchronous: what is still queued is written now, or not at all.
      try {
        writeSync(process.stdout.fd, text);
      } catch {
        /* stdout closed or full at exit: the access lines are lost, nothing else is */
      }
    });
    process.once('exit', () => {
      exiting = true;
      batcher.flush();
    });
    stdoutLines = batcher;
  }
  return stdoutLines;
}

type Logger = { isLevelEnabled?: (level: string) => boolean };

const middleware = (_config: unknown, { strapi }: { strapi: { log: Logger } }) => {
  // A logger configured above `http` (config/logger) writes no access lines, as with Strapi's.
  if (strapi.log.isLevelEnabled && !strapi.log.isLevelEnabled('http')) return async (_ctx: Context, next: Next) => next();
  const lines = stdoutBatcher();
  const colour = Boolean(process.stdout.isTTY);
  return async function accessLog(ctx: Context, next: Next) {
    const start = Date.now();
    try {
      await next();
    } finally {
      const end = Date.now();
      lines.add(accessLine(new Date(end), ctx.method, ctx.url, end - start, ctx.status, colour));
    }
  };
};
export default middleware;

/** Checked against 5.54.0; the same line without winston, written in batches (decision 62). Takes the name 'strapi::logger' in Strapi's middleware registry, so config/middlewares.ts configures either. */
export const accessLogShortcut: FrameworkShortcut = {
  name: 'access-log',
  replaces: 'the access line through winston (@strapi/core middlewares/logger.js)',
  checkedAgainst: '5.54.0',
  install: (strapi) => (strapi.get('middlewares') as { set(uid: string, factory: unknown): unknown }).set('strapi::logger', middleware),
};
