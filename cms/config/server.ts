import { appEnv } from '../src/env';

export default () => {
  const env = appEnv();
  return {
    host: env.HOST,
    port: env.PORT,
    // Only a real public origin: an empty url would make Strapi mount the studio at '/'.
    ...(env.PUBLIC_URL ? { url: env.PUBLIC_URL } : {}),
    app: { keys: env.APP_KEYS.split(',') },
    proxy: true,
  };
};
