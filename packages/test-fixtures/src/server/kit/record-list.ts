// A list of records in the order they were written, found by id: what the order and ticket stores
// share. Seeded records are copied shallowly, so a reset costs one object per record.
export class RecordList<T extends object> {
  /** Oldest first. */
  protected readonly all: T[];
  private readonly byId = new Map<string, T>();

  constructor(
    seeded: readonly T[],
    private readonly idOf: (record: T) => string,
  ) {
    this.all = seeded.map((record) => ({ ...record }));
    for (const record of this.all) this.byId.set(idOf(record), record);
  }

  add(record: T): T {
    this.all.push(record);
    this.byId.set(this.idOf(record), record);
    return record;
  }

  find(id: string): T | undefined {
    return this.byId.get(id);
  }

  every(): readonly T[] {
    return this.all;
  }
}
