/**
 * Refuses a second write while the same write is still running: the guard beneath the app's 1500 ms
 * click debounce, so a double tap or a slow network cannot submit twice.
 */
export class InFlightLock {
  private readonly running = new Set<string>();

  /** Takes the lock for `key`; false when it is already held. */
  acquire(key: string): boolean {
    if (this.running.has(key)) return false;
    this.running.add(key);
    return true;
  }

  release(key: string): void {
    this.running.delete(key);
  }

  isHeld(key: string): boolean {
    return this.running.has(key);
  }
}
