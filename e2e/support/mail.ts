import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '../../cms/test/mailbox';

/** Waits for a mail to `address` whose subject matches (written by global-setup.ts's SMTP receiver). */
export async function waitForMail(address: string, subject: RegExp, { after = 0, timeoutMs = 15_000 } = {}): Promise<ReceivedMail> {
  const dir = process.env.SOUK_E2E_MAILDIR!;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    const mails = files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail);
    const found = mails.filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
    if (found.length > after) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" for ${address} (mails: ${mails.map((m) => `${m.to}: ${m.subject}`).join(' | ') || 'none'})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
