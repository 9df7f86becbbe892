import type { z } from 'zod';
import { formatZodIssues } from '@souk/domain';
import { badRequest, validationError } from './errors';

/** Parses input with a `@souk/domain` schema; a failure becomes a 400 with the first French message. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    throw validationError(formatZodIssues(result.error));
  }
  return result.data;
}

/** A request body must be a JSON object: arrays, strings and numbers are refused before any schema runs. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('bodyMustBeObject');
  return body as Record<string, unknown>;
}

/** The parsed JSON body of a request, refused unless it is an object (see bodyObject). */
export function requestBody(ctx: { request: unknown }): Record<string, unknown> {
  return bodyObject((ctx.request as { body?: unknown }).body);
}
