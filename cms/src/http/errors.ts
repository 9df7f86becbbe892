import { MESSAGES, messageCode, messageParams, type FormattedIssues, type MessageArgs, type MessageCode, type MessageKey, type MessageParams } from '@souk/domain';

/** `error.details` of every API error: the catalogue code of the message, and its parameters. */
export interface ErrorDetails {
  code: MessageCode;
  params?: MessageParams;
  [extra: string]: unknown;
}

/**
 * Errors with an HTTP status, a French message and its catalogue code. Strapi's error middleware
 * turns any error that carries `status` + `expose` into its
 * `{ data: null, error: { status, name, message, details } }` envelope, so services can throw
 * these without knowing about Koa. Built from a catalogue key only, so every error a service
 * throws has a code a client can localise.
 */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
    readonly details: ErrorDetails,
    name = 'HttpError',
  ) {
    // A refusal on purpose is an answer, not a fault: nobody reads its stack (expected-errors.ts
    // does not log it), and capturing one through async frames cost more than the rest of a 409.
    const depth = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = depth;
    this.name = name;
  }
}

function coded<K extends MessageKey>(status: number, name: string, key: K, args: MessageArgs<K>): HttpError {
  const text = MESSAGES[key] as string | ((...a: Array<string | number>) => string);
  const message = typeof text === 'function' ? text(...(args as Array<string | number>)) : text;
  const params = messageParams(key, args as Array<string | number>);
  return new HttpError(status, message, { code: messageCode(key), ...(params ? { params } : {}) }, name);
}

const factory =
  (status: number, name: string) =>
  <K extends MessageKey>(key: K, ...args: MessageArgs<K>) =>
    coded(status, name, key, args);

export const badRequest = factory(400, 'ValidationError');
export const forbidden = factory(403, 'ForbiddenError');
export const notFound = factory(404, 'NotFoundError');
export const conflict = factory(409, 'ConflictError');
export const unprocessable = factory(422, 'UnprocessableEntityError');
export const payloadTooLarge = factory(413, 'PayloadTooLargeError');
export const unsupportedMedia = factory(415, 'UnsupportedMediaTypeError');
export const serviceUnavailable = factory(503, 'ServiceUnavailableError');
export const unauthorized = () => coded(401, 'UnauthorizedError', 'notAuthenticated', []);
/** A session that cannot go on (refresh refused): the client signs out with this text. */
export const sessionExpired = () => coded(401, 'UnauthorizedError', 'sessionExpired', []);
export const tooManyRequests = () => coded(429, 'RateLimitError', 'tooManyRequests', []);

/** 400 for a body or query that failed its schema: the first issue's text and code, every issue listed. */
export const validationError = ({ message, code, params, issues }: FormattedIssues) =>
  new HttpError(400, message, { code, ...(params ? { params } : {}), issues }, 'ValidationError');

/** 400 for a rule on one field checked by a service (the form shows it under that field). */
export function fieldError(path: string, key: MessageKey): HttpError {
  const message = MESSAGES[key] as string;
  const code = messageCode(key);
  return validationError({ message, code, issues: [{ path, message, code }] });
}
