// Writes cms/.env with fresh random secrets on first start; never overwrites existing values.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const cmsEnvFile = path.join(root, 'cms', '.env');

const secret = () => randomBytes(24).toString('base64');
const GENERATED = {
  APP_KEYS: () => [secret(), secret(), secret(), secret()].join(','),
  JWT_SECRET: secret,
  ADMIN_JWT_SECRET: secret,
  API_TOKEN_SALT: secret,
  TRANSFER_TOKEN_SALT: secret,
  ENCRYPTION_KEY: secret,
};

export function readEnvFile(file = cmsEnvFile) {
  if (!existsSync(file)) return {};
  const out = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m) out[m[1]] = m[2].replace(/^"(.*)"$/, '$1');
  }
  return out;
}

/** Returns the secrets (existing or new) as an env object. */
export function ensureSecrets(file = cmsEnvFile) {
  const current = readEnvFile(file);
  const missing = Object.keys(GENERATED).filter((k) => !current[k] && !process.env[k]);
  if (missing.length > 0) {
    const lines = missing.map((k) => `${k}=${GENERATED[k]()}`);
    const prefix = existsSync(file) ? readFileSync(file, 'utf8').replace(/\n?$/, '\n') : '# Generated on first start. Never commit this file.\n';
    writeFileSync(file, prefix + lines.join('\n') + '\n', { mode: 0o600 });
  }
  return readEnvFile(file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureSecrets();
  console.log(`secrets ready in ${path.relative(process.cwd(), cmsEnvFile)}`);
}
