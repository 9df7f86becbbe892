/**
 * `{ data }` around a value a read cache holds, the same object for the same value: the ETag
 * middleware (middlewares/etag.ts) then serializes and hashes a cached answer once, not on every
 * request. The value must be treated as frozen, as everything a cache hands out already is.
 */
const envelopes = new WeakMap<object, { data: unknown }>();

export function dataEnvelope<T extends object>(data: T): { data: T } {
  let envelope = envelopes.get(data) as { data: T } | undefined;
  if (!envelope) {
    envelope = { data };
    envelopes.set(data, envelope);
  }
  return envelope;
}
