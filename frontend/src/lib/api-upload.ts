// Multipart uploads with progress. fetch cannot report how much of a request body has been sent,
// so this one helper speaks XMLHttpRequest; URL, token and error handling are api-client's.
import { MESSAGES, messageCode } from '@souk/domain';
import { ApiError, buildUrl, failure, freshToken } from '@/lib/api-client';

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The user action's key (lib/action-key.ts): a write sent again returns its first answer. */
  idempotencyKey?: string;
};

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends `form` with `method` to `/api<path>`; resolves with the JSON answer, rejects with an ApiError. */
export async function uploadForm<T>(method: 'POST' | 'PUT', path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  // Renewed first when about to expire: a large upload is not sent twice after a 401.
  const token = await freshToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (options.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(failure(xhr.status, payload, Boolean(token)));
    };
    xhr.onerror = () =>
      reject(new ApiError(MESSAGES.networkError, 0, { details: { code: messageCode('networkError') }, specific: false }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * How far each part of a multipart body has gone, from the bytes sent so far: parts are sent in
 * order, so part i is done once the bytes before it and its own size have left. `sizes` are the
 * file parts' sizes in the order they were appended; what is not a file (the JSON part, the
 * boundaries) is counted as sent first, which is where the form puts it.
 */
export function partProgress(sizes: readonly number[], { loaded, total }: UploadProgress): number[] {
  const filesBytes = sizes.reduce((sum, size) => sum + size, 0);
  let offset = Math.max(0, total - filesBytes);
  return sizes.map((size) => {
    const done = size === 0 ? (loaded >= offset ? 1 : 0) : Math.min(1, Math.max(0, (loaded - offset) / size));
    offset += size;
    return done;
  });
}
