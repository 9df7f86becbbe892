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
    const entry = { value, at: Date.now() };
    this.entries.set(key, entry);
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return value;
  }

  /** The value kept for `key` while fresh, without computing it when it is not. */
  peek(key: string): Promise<V> | undefined {
    const hit = this.entries.get(key);
    return hit && Date.now() - hit.at < this.ttlMs ? hit.value : undefined;
  }

  /** Drops one key (a write changed what it holds); a computation under way is not kept either. */
  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
