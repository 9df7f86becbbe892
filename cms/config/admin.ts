import { appEnv } from '../src/env';

// The studio lives at /studio: /admin is the in-app admin dashboard of the SPA.
export default () => {
  const env = appEnv();
  return {
    url: '/studio',
    auth: { secret: env.ADMIN_JWT_SECRET },
    apiToken: { salt: env.API_TOKEN_SALT },
    transfer: { token: { salt: env.TRANSFER_TOKEN_SALT } },
    secrets: { encryptionKey: env.ENCRYPTION_KEY },
    flags: { nps: false, promoteEE: false },
    autoOpen: false,
    watchIgnoreFiles: ['**/test/**'],
  };
};
