// What the API returns for invalid input: the first French message plus every issue with its path.
import type { z } from 'zod';
import { MESSAGES } from './messages';

export interface FormattedIssue {
  /** Dotted path of the offending field ('car.year', 'images.8'); '' for the whole body. */
  path: string;
  message: string;
}

export interface FormattedIssues {
  message: string;
  issues: FormattedIssue[];
}

export function formatZodIssues(error: Pick<z.ZodError, 'issues'>): FormattedIssues {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map((segment) => String(segment)).join('.'),
    message: issue.message,
  }));
  return { message: issues[0]?.message ?? MESSAGES.invalidInput, issues };
}
