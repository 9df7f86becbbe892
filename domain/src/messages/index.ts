// Reading the catalogue: French/Arabic builders by key, stable codes, and the way back from a code
// (what a client receives) or from a French text (what a zod issue carries) to the entry.
import type { Language } from '../constants';
import { CATALOGUE, type CatalogueEntry } from './catalogue';
import { messageCode, type MessageCode, type MessageKey } from './code';

export { CATALOGUE, type CatalogueEntry } from './catalogue';

export { messageCode, type MessageCode, type MessageKey } from './code';

export type MessageParams = Readonly<Record<string, string | number>>;

type ParamsOf<K extends MessageKey> = (typeof CATALOGUE)[K] extends { params: infer P extends readonly string[] } ? P : readonly [];
/** Positional arguments of a parametrised text, one per placeholder. */
type ToArgs<P extends readonly unknown[]> = { -readonly [I in keyof P]: string | number };
export type MessageArgs<K extends MessageKey> = ToArgs<ParamsOf<K>>;
type Text<K extends MessageKey> = ParamsOf<K> extends readonly [] ? string : (...args: MessageArgs<K>) => string;
export type Messages = { readonly [K in MessageKey]: Text<K> };

const entries = Object.entries(CATALOGUE) as Array<[MessageKey, CatalogueEntry]>;

const KEY_OF_CODE = new Map<string, MessageKey>(entries.map(([key]) => [messageCode(key), key]));

export const MESSAGE_CODES: readonly MessageCode[] = entries.map(([key]) => messageCode(key));

export const isMessageCode = (code: unknown): code is MessageCode => typeof code === 'string' && KEY_OF_CODE.has(code);

function fill(template: string, params: MessageParams | undefined): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}

/** Named parameters of a parametrised entry from its positional arguments. */
export function messageParams(key: MessageKey, args: ReadonlyArray<string | number>): MessageParams | undefined {
  const names = (CATALOGUE[key] as CatalogueEntry).params;
  if (!names || names.length === 0) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, args[i] ?? '']));
}

function build(language: Language): Messages {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of entries) {
    out[key] = entry.params ? (...args: Array<string | number>) => fill(entry[language], messageParams(key, args)) : entry[language];
  }
  return out as Messages;
}

/** French texts, by key: what the server writes in `message` and in its e-mails. */
export const MESSAGES: Messages = build('fr');
/** The same texts in Arabic. */
export const MESSAGES_AR: Messages = build('ar');

const ISSUE_PARAMS_SEPARATOR = '?';

/**
 * How a shared schema names a text in a zod issue (a zod message is a string): the code itself
 * ('password_too_short'), its parameters after '?' ('unknown_field?name=owner'). The server turns it
 * into its French `message` (formatZodIssues), a form into the interface language (readIssue), so
 * no one has to recognise a French sentence.
 */
export function issueMessage(code: MessageCode, params?: MessageParams): string {
  if (!params || Object.keys(params).length === 0) return code;
  const query = Object.entries(params).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return `${code}${ISSUE_PARAMS_SEPARATOR}${query.join('&')}`;
}

/** The code and parameters an issue message carries; undefined for any other text (zod's own). */
export function readIssue(message: unknown): CodedMessage | undefined {
  if (typeof message !== 'string') return undefined;
  const at = message.indexOf(ISSUE_PARAMS_SEPARATOR);
  const code = at === -1 ? message : message.slice(0, at);
  if (!isMessageCode(code)) return undefined;
  if (at === -1) return { code };
  try {
    const pairs = message
      .slice(at + 1)
      .split('&')
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string?]);
    return { code, params: Object.fromEntries(pairs.map(([name, value = '']) => [name, value])) };
  } catch {
    return undefined; // a malformed escape: not one of ours
  }
}

function buildIssues(): Messages {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of entries) {
    const code = messageCode(key);
    out[key] = entry.params ? (...args: Array<string | number>) => issueMessage(code, messageParams(key, args)) : code;
  }
  return out as Messages;
}

/** The schemas' messages, by key, as issue messages (see issueMessage): `.min(8, ISSUE.passwordTooShort)`. */
export const ISSUE: Messages = buildIssues();

/** Text of `code` in `language`, placeholders filled from `params`; undefined for an unknown code. */
export function messageText(code: string, language: Language, params?: MessageParams): string | undefined {
  const key = KEY_OF_CODE.get(code);
  return key === undefined ? undefined : fill(CATALOGUE[key][language], params);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** French text → entry: exact texts first, then the parametrised ones as patterns. */
const KEY_OF_FRENCH = new Map<string, MessageKey>();
const FRENCH_PATTERNS: Array<{ key: MessageKey; pattern: RegExp; names: readonly string[] }> = [];
for (const [key, entry] of entries) {
  if (entry.params) {
    const source = escapeRegExp(entry.fr).replace(/\\\{(\w+)\\\}/g, '(.*?)');
    FRENCH_PATTERNS.push({ key, pattern: new RegExp(`^${source}$`, 's'), names: entry.params });
  } else if (!KEY_OF_FRENCH.has(entry.fr)) KEY_OF_FRENCH.set(entry.fr, key);
}

export interface CodedMessage {
  code: MessageCode;
  params?: MessageParams;
}

/**
 * The code (and parameters) of a French text of the catalogue, for messages that travel as text
 * (zod issues); undefined for any other text.
 */
export function messageCodeOf(french: string): CodedMessage | undefined {
  const key = KEY_OF_FRENCH.get(french);
  if (key !== undefined) return { code: messageCode(key) };
  for (const { key: k, pattern, names } of FRENCH_PATTERNS) {
    const match = pattern.exec(french);
    if (match) return { code: messageCode(k), params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * What to show for an API error in `language`: the catalogue text of `details.code` (with
 * `details.params`), else the server's French `message`, else `fallback`.
 */
export function errorText(error: { message?: unknown; details?: unknown } | null | undefined, language: Language, fallback = ''): string {
  const details = (error?.details ?? {}) as { code?: unknown; params?: unknown };
  if (typeof details.code === 'string') {
    const params = typeof details.params === 'object' && details.params !== null ? (details.params as MessageParams) : undefined;
    const text = messageText(details.code, language, params);
    if (text !== undefined) return text;
  }
  return typeof error?.message === 'string' && error.message ? error.message : fallback;
}

/** A success body that says something: the French `message` for other clients, its `code` for ours. */
export interface MessageAnswer<T> {
  data: T;
  message: string;
  code: MessageCode;
}
