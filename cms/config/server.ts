import { appEnv } from '../src/env';

export default () => {
  const env = appEnv();
  return {
    host: env.HOST,
    port: env.PORT,
    // Only a real public origin: an empty url would make Strapi mount the studio at '/'.
    ...(env.PUBLIC_URL ? { url: env.PUBLIC_URL } : {}),
    app: { keys: env.APP_KEYS.split(',') },
    // Behind a reverse proxy, TRUST_PROXY=true makes Koa read the client address from
    // X-Forwarded-For (rate limits count per real client). Strapi 5 reads `proxy.koa`, not `proxy`.
    // Without it the header is ignored: a direct client could otherwise claim any address.
    proxy: { koa: env.TRUST_PROXY },
    // The alert queue's poll (src/index.ts bootstrap) is a Strapi cron task.
    cron: { enabled: true },
  };
};
