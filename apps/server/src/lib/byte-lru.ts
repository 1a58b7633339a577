/**
 * An in-memory cache of byte buffers by key, capped by their total size: a hit moves the entry to the
 * newest place, an insert drops the least recently used entries until the total fits again. An entry
 * bigger than the cap is not kept.
 */
export class ByteLru<V extends { length: number } = Buffer> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(private readonly capBytes: number) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.total -= old.length;
    }
    if (value.length > this.capBytes) return;
    this.entries.set(key, value);
    this.total += value.length;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.total <= this.capBytes) break;
      this.entries.delete(oldKey);
      this.total -= oldValue.length;
    }
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}
