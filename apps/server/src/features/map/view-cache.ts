/**
 * The map views' built indexes, per data scope and filters (issue 12 §4; docs/budgets.md): reading and grouping
 * 100,000 sites takes a few hundred milliseconds, every pan and zoom of the same map then takes a few. An
 * entry is used for `maxAgeMs` (the positions a view shows are at most that old; the details of single
 * points are read anew each time), callers asking while it is built share the one build, a failed build is
 * forgotten, and only the `maxEntries` most recently used stay in memory; `onDrop` hears of every value
 * replaced, evicted or forgotten (to free what it holds elsewhere).
 */
export class MapViewCache<T> {
  private readonly entries = new Map<string, { builtAt: number; value: Promise<T> }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly onDrop: (value: T) => void = () => {},
  ) {}

  /** The entry for `key`, built with `build` when absent or too old; `builtAt` is when its build began. */
  get(key: string, build: () => Promise<T>): { builtAt: number; value: Promise<T> } {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.builtAt < this.maxAgeMs) {
      // Most recently used last: the first key is the one to evict.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry;
    }
    const fresh = { builtAt: now, value: build() };
    this.forget(key);
    this.entries.set(key, fresh);
    fresh.value.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    // Oldest first (a Map keeps insertion order); deleting while iterating its keys is safe.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.forget(oldest);
    }
    return fresh;
  }

  /** Drops the entry of `key`, if any. */
  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    entry.value.then(this.onDrop, () => {});
  }

  get size(): number {
    return this.entries.size;
  }
}
