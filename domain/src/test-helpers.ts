// Shared by the schema tests: the first French message of a failed parse.
import type { z } from 'zod';
import { formatZodIssues } from './zod-issues';

export function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : formatZodIssues(result.error).message;
}

/** Path and French message of every issue (codes are checked by the catalogue tests). */
export function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : formatZodIssues(result.error).issues.map(({ path, message }) => ({ path, message }));
}
