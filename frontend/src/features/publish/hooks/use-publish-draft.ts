import { useCallback, useMemo } from 'react';
import type { PublishFormValues } from '@souk/domain';

// The unfinished form, per user and in this browser only (localStorage). Photos are not kept:
// several downscaled photos would fill the storage quota, and a draft must never fail to save.
const keyOf = (userId: string) => `souk:publish-draft:${userId}`;

type StoredDraft = { savedAt: string; values: PublishFormValues };

/** True when the values hold something the user typed (a draft of an untouched form is noise). */
export function hasContent(values: PublishFormValues): boolean {
  return Object.entries(values).some(([key, value]) => {
    if (key === 'kind' || key === 'is_free') return false;
    if (Array.isArray(value)) return value.length > 0;
    if (typeof value === 'string') return value.trim() !== '';
    return value !== undefined && value !== null && value !== false;
  });
}

export function usePublishDraft(userId: string) {
  const key = keyOf(userId);

  const read = useCallback((): StoredDraft | null => {
    try {
      const raw = localStorage.getItem(key);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as StoredDraft;
      return parsed && typeof parsed === 'object' && parsed.values && typeof parsed.values === 'object' ? parsed : null;
    } catch {
      return null;
    }
  }, [key]);

  const save = useCallback(
    (values: PublishFormValues) => {
      try {
        if (hasContent(values)) localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
        else localStorage.removeItem(key);
      } catch {
        /* storage full or disabled: the form still works, without a draft */
      }
    },
    [key],
  );

  const clear = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      /* nothing to clear */
    }
  }, [key]);

  return useMemo(() => ({ read, save, clear }), [read, save, clear]);
}
