import type { z } from 'zod';
import { formatZodIssues } from '@souk/domain';
import { badRequest } from './http-error';

/** Parses input with a `@souk/domain` schema; a failure becomes a 400 with the first French message. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const { message, issues } = formatZodIssues(result.error);
    throw badRequest(message, { issues });
  }
  return result.data;
}

/** A request body must be a JSON object: arrays, strings and numbers are refused before any schema runs. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Le corps de la requête doit être un objet JSON');
  return body as Record<string, unknown>;
}

/** The parsed JSON body of a request, refused unless it is an object (see bodyObject). */
export function requestBody(ctx: { request: unknown }): Record<string, unknown> {
  return bodyObject((ctx.request as { body?: unknown }).body);
}
