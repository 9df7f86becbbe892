import type { AddressInfo } from 'net';
import { SMTPServer } from 'smtp-server';

/** One received e-mail, decoded enough for a test to read it and follow its link. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The first link of the plain-text part. */
  link: string | null;
  /** Top-level headers, names in lower case. */
  headers: Record<string, string>;
}

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=), as nodemailer writes non-ASCII subjects. */
const decodeWords = (s: string) =>
  s.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

function parsePart(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Collects the text/plain and text/html leaves of a (possibly multipart) message. */
function leaves(raw: string, out: { text: string; html: string }) {
  const { headers, body } = parsePart(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      leaves(part.replace(/^\r?\n/, ''), out);
    }
    return;
  }
  if (type.toLowerCase().startsWith('text/html')) out.html += decodeBody(headers, body);
  else if (type.toLowerCase().startsWith('text/plain')) out.text += decodeBody(headers, body);
}

export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const { headers } = parsePart(raw);
  const out = { text: '', html: '' };
  leaves(raw, out);
  return {
    to: envelopeTo,
    from: headers.from ?? '',
    subject: decodeWords(headers.subject ?? ''),
    text: out.text,
    html: out.html,
    link: /https?:\/\/\S+/.exec(out.text)?.[0] ?? null,
    headers,
  };
}

/**
 * A real SMTP server inside the test process: the cms under test sends through nodemailer to it
 * (SMTP_HOST/SMTP_PORT), and tests wait for the mail addressed to someone.
 */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  /** Errors of the SMTP server other than a client hanging up. */
  readonly errors: Error[] = [];
  private server: SMTPServer | null = null;
  private waiters: Array<() => void> = [];
  port = 0;

  /** `onMail` sees every mail as it arrives (the e2e runner writes them where its workers read). */
  constructor(private readonly onMail?: (mail: ReceivedMail) => void) {}

  /** Listens on `port` (0: any free port). */
  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to);
          this.mails.push(mail);
          this.onMail?.(mail);
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
    // A sender that hangs up (the server under test being stopped mid-connection) is not a failure of
    // the test; without a listener the SMTP server would raise it as an uncaught exception.
    this.server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') this.errors.push(error);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.server.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  env(): Record<string, string> {
    return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(this.port), SMTP_FROM: 'Souk <no-reply@test.souk.tn>' };
  }

  /** Mails received so far for an address. */
  for(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** Waits for the `count`-th mail to an address (optionally matching `subject`). */
  async waitFor(address: string, opts: { subject?: RegExp; count?: number; timeoutMs?: number } = {}): Promise<ReceivedMail> {
    const count = opts.count ?? 1;
    const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
    for (;;) {
      const found = this.for(address).filter((m) => !opts.subject || opts.subject.test(m.subject));
      if (found.length >= count) return found[count - 1]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail #${count} for ${address} (received: ${this.mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'none'})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
