import { appEnv } from '../src/env';
import { uploadProviderConfig } from '../src/storage/bucket';

export default () => {
  const env = appEnv();
  const email = env.SMTP_HOST
    ? {
        config: {
          provider: 'nodemailer',
          providerOptions: {
            host: env.SMTP_HOST,
            port: env.SMTP_PORT ?? 587,
            secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
            auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
          },
          settings: { defaultFrom: env.SMTP_FROM, defaultReplyTo: env.SMTP_FROM },
        },
      }
    : undefined;
  return {
    'users-permissions': {
      config: {
        jwtSecret: env.JWT_SECRET,
        // Access tokens are short; sessions last through the refresh cookie (src/auth/sessions.ts).
        jwt: { expiresIn: env.ACCESS_TOKEN_TTL },
        register: { allowedFields: ['display_name'] },
      },
    },
    upload: {
      config: {
        sizeLimit: 5 * 1024 * 1024,
        breakpoints: { large: 1200, medium: 750, small: 480 },
        // S3_BUCKET: every file in S3-compatible storage (src/lib/storage/bucket.ts); else public/uploads.
        ...uploadProviderConfig(env),
      },
    },
    ...(email ? { email } : {}),
  };
};
