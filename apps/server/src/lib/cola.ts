/**
 * Keeps at most `max` pieces of work in flight (writes and their encodes, batches of a list), so
 * neither memory nor a pool's queue fills up; the first failure is thrown by the next `agregar` or by
 * `vaciar`.
 */
export class Cola {
  private readonly pendientes = new Set<Promise<void>>();
  private readonly max: number;
  constructor(max: number) {
    this.max = max;
  }

  private error: unknown = null;

  async agregar(trabajo: () => Promise<void>): Promise<void> {
    while (this.pendientes.size >= this.max) await Promise.race(this.pendientes);
    if (this.error) throw this.error;
    // Failures are kept for vaciar(), so none goes unhandled while the queue has room.
    const p: Promise<void> = trabajo()
      .catch((err: unknown) => {
        this.error ??= err;
      })
      .finally(() => this.pendientes.delete(p));
    this.pendientes.add(p);
  }

  async vaciar(): Promise<void> {
    await Promise.all(this.pendientes);
    if (this.error) throw this.error;
  }
}
