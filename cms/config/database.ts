import path from 'path';
import { appEnv } from '../src/env';

export default () => {
  const env = appEnv();
  if (env.DATABASE_CLIENT === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env.DATABASE_URL,
          ssl: env.DATABASE_SSL ? { rejectUnauthorized: false } : false,
        },
        pool: { min: 0, max: env.DATABASE_POOL_MAX },
        // A database that is away answers 503 quickly instead of holding requests for a minute.
        acquireConnectionTimeout: 5000,
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(__dirname, '..', '..', env.DATABASE_FILENAME) },
      useNullAsDefault: true,
    },
  };
};
