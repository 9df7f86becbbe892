import net from 'net';
import type { Server, ServerResponse } from 'http';

/**
 * Graceful shutdown (ARCHITECTURE decision 69). Strapi answers SIGTERM with `strapi.destroy()`,
 * which runs our `destroy` lifecycle before it drops every connection and closes the pool; that
 * lifecycle first calls `drain`:
 * 1. the listening socket closes: new connections are refused, and a proxy sends them to another
 *    replica (nginx retries a refused connection, POST included, since nothing was sent);
 * 2. requests being served finish; each answer sent from now on closes its connection;
 * 3. idle keep-alive connections are left for their client to close for `idleWaitMs` (the proxy's
 *    upstream keepalive_timeout is shorter, deploy/nginx.conf): closing one ourselves could race a
 *    request the proxy is writing on it, and a POST lost that way is not retried;
 * all of it bounded by `budgetMs`, after which what is left is cut.
 */
export const DRAIN_BUDGET_MS = 10_000;

let draining = false;
const inFlight = new Set<ServerResponse>();

export const isDraining = () => draining;

/** Installed once on Strapi's HTTP server: counts the requests being served. */
export function trackRequests(server: Server) {
  server.prependListener('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => inFlight.delete(res));
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export interface DrainReport {
  /** Requests being served when the drain began. */
  inFlightAtStart: number;
  /** Requests still unfinished when the budget ran out (0 on a clean drain). */
  cut: number;
  ms: number;
}

export async function drain(server: Server, options: { budgetMs?: number; idleWaitMs: number }): Promise<DrainReport> {
  const started = Date.now();
  const budget = options.budgetMs ?? DRAIN_BUDGET_MS;
  draining = true;
  const inFlightAtStart = inFlight.size;
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  // net.Server's close, not http.Server's: the latter also cuts idle keep-alive connections at once.
  let closed = !server.listening;
  if (!closed) net.Server.prototype.close.call(server, () => (closed = true));
  const deadline = started + budget;
  while (inFlight.size > 0 && Date.now() < deadline) await wait(25);
  const idleDeadline = Math.min(deadline, Date.now() + options.idleWaitMs);
  while (!closed && Date.now() < idleDeadline) await wait(25);
  const cut = inFlight.size;
  server.closeIdleConnections();
  return { inFlightAtStart, cut, ms: Date.now() - started };
}
