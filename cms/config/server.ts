import { appEnv } from '../src/env';

export default () => {
  const env = appEnv();
  return {
    host: env.HOST,
    port: env.PORT,
    url: env.PUBLIC_URL,
    app: { keys: env.APP_KEYS.split(',') },
    proxy: true,
  };
};
