/**
 * A map that keeps at most `max` entries, dropping the least recently used: a Map iterates in
 * insertion order, so a read moves its entry to the end and the oldest is always the first.
 */
export class Recientes<K, V> {
  private readonly m = new Map<K, V>();
  private readonly max: number;
  constructor(max: number) {
    this.max = max;
  }

  get(k: K): V | undefined {
    const v = this.m.get(k);
    if (v !== undefined) {
      this.m.delete(k);
      this.m.set(k, v);
    }
    return v;
  }

  set(k: K, v: V): void {
    this.m.delete(k);
    this.m.set(k, v);
    if (this.m.size > this.max) this.m.delete(this.m.keys().next().value!);
  }

  delete(k: K): void {
    this.m.delete(k);
  }

  clear(): void {
    this.m.clear();
  }
}
