/**
 * Errors with an HTTP status and a French message. Strapi's error middleware turns any error that
 * carries `status` + `expose` into its `{ data: null, error: { status, name, message, details } }`
 * envelope, so services can throw these without knowing about Koa.
 */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    name = 'HttpError',
  ) {
    super(message);
    this.name = name;
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, details, 'ValidationError');
export const unauthorized = (message = 'Vous devez être connecté.') => new HttpError(401, message, {}, 'UnauthorizedError');
export const forbidden = (message = 'Action non autorisée') => new HttpError(403, message, {}, 'ForbiddenError');
export const notFound = (message = 'Ressource introuvable') => new HttpError(404, message, {}, 'NotFoundError');
export const conflict = (message: string) => new HttpError(409, message, {}, 'ConflictError');
export const payloadTooLarge = (message: string) => new HttpError(413, message, {}, 'PayloadTooLargeError');
export const unsupportedMedia = (message: string) => new HttpError(415, message, {}, 'UnsupportedMediaTypeError');
export const tooManyRequests = (message = 'Trop de requêtes. Veuillez réessayer dans un instant.') =>
  new HttpError(429, message, {}, 'RateLimitError');
