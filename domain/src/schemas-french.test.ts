// Every schema answers malformed input with French messages: the API returns the first one as
// `error.message`, so an English zod default reaching a user is a bug.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as domain from './index';
import { formatZodIssues } from './zod-issues';

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && typeof (value as { safeParse?: unknown }).safeParse === 'function';

const SCHEMAS: Array<[string, z.ZodType]> = Object.entries(domain as Record<string, unknown>).flatMap(([name, value]) =>
  name.endsWith('Schema') && isSchema(value) ? [[name, value] as [string, z.ZodType]] : [],
);

const WEIRD_VALUES: unknown[] = [null, '', '   ', 'x'.repeat(100_000), -1, 1e308, 0.5, true, [], [1, 2], {}, { $gt: '' }, 'true'];
const WEIRD_BODIES: unknown[] = [undefined, null, 'text', 42, [], [{}], {}, { unknown_key: 1 }, { __proto__: { admin: true } }];

const ENGLISH = /invalid input|expected|too (big|small)|unrecognized|required$|must be/i;

function keysOf(schema: z.ZodType): string[] {
  // Read the keys a schema knows from an empty parse's issues plus a few common ones.
  const result = schema.safeParse({});
  const fromIssues = result.success ? [] : formatZodIssues(result.error).issues.map((i) => i.path.split('.')[0] ?? '');
  return [...new Set([...fromIssues, 'title', 'price', 'category', 'email', 'password', 'content', 'message', 'page', 'sort', 'year'])].filter(Boolean);
}

describe('French messages for malformed input', () => {
  it('finds the schemas', () => {
    expect(SCHEMAS.map(([name]) => name)).toEqual(
      expect.arrayContaining(['signInSchema', 'productInputSchema', 'productUpdateSchema', 'productListQuerySchema', 'publishFormSchema', 'chatRequestSchema']),
    );
  });

  it.each(SCHEMAS)('%s never answers in English', (_name, schema) => {
    const bodies: unknown[] = [...WEIRD_BODIES];
    for (const key of keysOf(schema)) for (const value of WEIRD_VALUES) bodies.push({ [key]: value });
    for (const body of bodies) {
      const result = schema.safeParse(body);
      if (result.success) continue;
      const { message, issues } = formatZodIssues(result.error);
      expect(message, JSON.stringify(body)?.slice(0, 80)).not.toMatch(ENGLISH);
      for (const issue of issues) expect(issue.message, JSON.stringify(body)?.slice(0, 80)).not.toMatch(ENGLISH);
    }
  });
});
