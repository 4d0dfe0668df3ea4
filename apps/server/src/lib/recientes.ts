/**
 * A map that keeps at most `max` of weight, dropping the least recently used: a Map iterates in
 * insertion order, so a read moves its entry to the end and the oldest is always the first. Each entry
 * weighs 1 unless `peso` says otherwise (bytes, say); an entry is weighed when it is set, so one whose
 * weight grew is set again to count it. The newest entry stays even when it alone weighs more.
 */
export class Recientes<K, V> {
  private readonly m = new Map<K, { v: V; w: number }>();
  private total = 0;
  private readonly max: number;
  private readonly peso: (v: V) => number;
  constructor(max: number, peso: (v: V) => number = () => 1) {
    this.max = max;
    this.peso = peso;
  }

  get(k: K): V | undefined {
    const e = this.m.get(k);
    if (e !== undefined) {
      this.m.delete(k);
      this.m.set(k, e);
    }
    return e?.v;
  }

  set(k: K, v: V): void {
    this.delete(k);
    const w = this.peso(v);
    this.m.set(k, { v, w });
    this.total += w;
    for (const [viejo, e] of this.m) {
      if (this.total <= this.max || viejo === k) break;
      this.m.delete(viejo);
      this.total -= e.w;
    }
  }

  delete(k: K): void {
    const e = this.m.get(k);
    if (e === undefined) return;
    this.m.delete(k);
    this.total -= e.w;
  }

  clear(): void {
    this.m.clear();
    this.total = 0;
  }
}
