/**
 * A tiny in-process cache with a short TTL for anonymous hot reads (listing pages, detail).
 * Writes in this process clear it at once; other replicas see changes within `ttlMs`.
 * Values are shared between requests, so callers must never mutate what they get back.
 */
export class MicroCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** Concurrent misses for one key share a single computation. */
  wrap(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = compute();
    this.entries.set(key, { value, at: Date.now() });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
