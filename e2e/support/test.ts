import { test as base, type APIRequestContext } from '@playwright/test';

export { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * Playwright's `request` keeps its connections alive with no idle limit of its own; the site closes
 * one after 5 idle seconds (Node's keepAliveTimeout). A request sent just as the site closes it meets
 * a reset connection: ECONNRESET (CI at stop 48, a GET in studio.spec.ts). A browser sends an
 * idempotent request again in that case (RFC 9110 §9.2.2); this `request` does the same for GET and
 * HEAD, never for a write. `tests/request-retries.spec.ts` plays the race against a server of its own.
 */
const IDEMPOTENT_RETRIES = 2;

export function retryingIdempotent(request: APIRequestContext): APIRequestContext {
  return new Proxy(request, {
    get(target, property) {
      if (property === 'get' || property === 'head') {
        const send = target[property].bind(target);
        return (url: string, options?: Parameters<APIRequestContext['get']>[1]) => send(url, { maxRetries: IDEMPOTENT_RETRIES, ...options });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The suite's `test`: Playwright's, with a `request` that survives a kept-alive connection's close. */
export const test = base.extend({
  request: async ({ request }, use) => {
    await use(retryingIdempotent(request));
  },
});
