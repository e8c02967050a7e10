// Ids are snowflake-sized longs sent as text (they exceed 2^53, so a client that reads them as numbers
// breaks, as it would against the real backend). Seeded records use their own fixed ids below the base
// (each store picks its own base).
export class IdSequence {
  private taken = 0;

  constructor(private readonly base: bigint) {}

  next(): string {
    this.taken += 1;
    return String(this.base + BigInt(this.taken));
  }
}
