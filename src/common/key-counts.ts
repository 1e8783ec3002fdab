// Open things counted per key (connections per address, spectators per table, ...). A key leaves
// the map when its count falls to zero, so the map holds only keys with something open and never
// grows with the keys that were ever seen.
export class KeyCounts<K = string> {
  private readonly counts = new Map<K, number>();

  get(key: K): number {
    return this.counts.get(key) ?? 0;
  }

  has(key: K): boolean {
    return this.counts.has(key);
  }

  add(key: K): void {
    this.counts.set(key, this.get(key) + 1);
  }

  remove(key: K): void {
    const left = this.get(key) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}
