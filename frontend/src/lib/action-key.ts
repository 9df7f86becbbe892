// One Idempotency-Key per user action (ARCHITECTURE decision 68): publishing, sending a message and
// signing up carry it, so a request sent again after its answer was lost (a dropped connection, a
// restarting server) returns the first answer instead of writing twice.

/** 128 random bits in hex; crypto.getRandomValues works on plain http too, unlike randomUUID. */
export function newActionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of a form's submission: sending the same body again (the answer never came) reuses the
 * key, so the server answers the first result; a changed body is a new action with a new key (the
 * server refuses an old key with another body). `done()` after a success: the next one is new.
 */
export function actionKeys() {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const json = JSON.stringify(body);
      if (last?.body !== json) last = { body: json, key: newActionKey() };
      return last.key;
    },
    done() {
      last = null;
    },
  };
}
