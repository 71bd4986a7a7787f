/** A least-recently-used cache in process memory (the embedded default; ARCHITECTURE.md). */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  /** The most recently used key: asking for it again needs no reordering. */
  private newest: string | undefined;

  constructor(private readonly maxEntries: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined && key !== this.newest) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
      this.newest = key;
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
