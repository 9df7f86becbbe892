// What the API returns for invalid input: the first French message plus every issue with its path
// and its catalogue code. The shared schemas name their texts by code (ISSUE); any other text, such
// as zod's own, gets `invalid_input` and keeps its wording.
import type { z } from 'zod';
import { MESSAGES, messageCode, messageText, readIssue, type MessageCode, type MessageParams } from './messages';

export interface FormattedIssue {
  /** Dotted path of the offending field ('car.year', 'images.8'); '' for the whole body. */
  path: string;
  message: string;
  code: MessageCode;
  params?: MessageParams;
}

export interface FormattedIssues {
  message: string;
  code: MessageCode;
  params?: MessageParams;
  issues: FormattedIssue[];
}

export function formatZodIssues(error: Pick<z.ZodError, 'issues'>): FormattedIssues {
  const issues = error.issues.map((issue): FormattedIssue => {
    const path = issue.path.map((segment) => String(segment)).join('.');
    const coded = readIssue(issue.message);
    if (!coded) return { path, message: issue.message, code: messageCode('invalidInput') };
    return { path, message: messageText(coded.code, 'fr', coded.params) ?? issue.message, ...coded };
  });
  const first = issues[0];
  if (!first) return { message: MESSAGES.invalidInput, code: messageCode('invalidInput'), issues };
  return { message: first.message, code: first.code, ...(first.params ? { params: first.params } : {}), issues };
}
