import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Mailbox } from '../cms/test/mailbox';

/**
 * A real SMTP receiver for the run: the server under test mails through it (SMTP_* in the
 * webServer env) and every mail lands as a JSON file in SOUK_E2E_MAILDIR, where the specs read
 * them (support/mail.ts) and follow their links. The same receiver the API tests use.
 */
export default async function globalSetup() {
  const dir = process.env.SOUK_E2E_MAILDIR!;
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const mailbox = new Mailbox((mail) => {
    count += 1;
    // Written aside, then renamed: a spec reading the folder meanwhile never meets half a mail.
    const name = path.join(dir, `${Date.now()}-${String(count).padStart(4, '0')}`);
    writeFileSync(`${name}.part`, JSON.stringify(mail));
    renameSync(`${name}.part`, `${name}.json`);
  });
  await mailbox.start(Number(process.env.SOUK_E2E_SMTP_PORT));
  return async () => {
    await mailbox.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
