import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isMessageCode, issueMessage, type MessageCode, type MessageParams } from '@souk/domain';
import { isApiError } from '@/lib/api-client';

/** One entry of a 400's `error.details.issues` (docs/API.md): dotted path, French message, catalogue code. */
export type ServerIssue = { path: string; message: string; code: string; params?: MessageParams };

export function serverIssues(error: unknown): ServerIssue[] {
  if (!isApiError(error) || !error.details || typeof error.details !== 'object') return [];
  const issues = (error.details as { issues?: unknown }).issues;
  return Array.isArray(issues) ? issues.filter((i): i is ServerIssue => Boolean(i) && typeof i.path === 'string') : [];
}

type Options<T extends FieldValues> = {
  /** The form field an API path belongs to ('car.year' → 'year'); undefined leaves it to the form alert. */
  fieldOf?: (path: string) => Path<T> | undefined;
  /** Errors without issues that still concern one field (a 409 `email_taken` → 'email'). */
  fieldOfCode?: Partial<Record<MessageCode, Path<T>>>;
};

/**
 * Puts a server rejection under the fields it concerns, focusing the first, and says whether any
 * landed there; what fits no field stays for the form's alert (`FormAlert`). The error `type` is the
 * catalogue code, so the text follows a later language switch.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: Options<T> = {},
): boolean {
  const fieldOf = options.fieldOf ?? ((path: string) => (path ? (path as Path<T>) : undefined));
  const placed: Array<{ field: Path<T>; code: string; message: string; params?: MessageParams }> = [];
  for (const issue of serverIssues(error)) {
    const field = fieldOf(issue.path);
    if (field && !placed.some((p) => p.field === field)) placed.push({ field, ...issue });
  }
  if (placed.length === 0 && isApiError(error)) {
    const code = (error.details as { code?: unknown } | undefined)?.code;
    const field = typeof code === 'string' ? options.fieldOfCode?.[code as MessageCode] : undefined;
    if (field) placed.push({ field, code: code as string, message: error.message });
  }
  placed.forEach(({ field, code, message, params }, index) => {
    // The code (and its parameters) travel as the field's message, so the text follows a language switch.
    const error = isMessageCode(code) ? { type: code, message: issueMessage(code, params) } : { type: 'server', message };
    setError(field, error, { shouldFocus: index === 0 });
  });
  return placed.length > 0;
}
