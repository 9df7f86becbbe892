// A text's stable code, apart from the texts themselves: a client that only names codes (the
// browser's first screen) does not carry the whole catalogue.
import type { CATALOGUE } from './catalogue';

export type MessageKey = keyof typeof CATALOGUE;

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** The stable code of a text, as sent in `error.details.code`: the key in snake_case. */
export type MessageCode = SnakeCase<MessageKey>;

export const messageCode = (key: MessageKey): MessageCode => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as MessageCode;
