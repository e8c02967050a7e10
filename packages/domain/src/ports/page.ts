// BladeX's paging (shared/design/api-contract.md "Paging"): requests name a 1-based page and its size;
// replies carry these five keys and nothing else may be relied on.

/** Which page of a list to read: `current` counts from 1, `size` is the number of records a page. */
export interface PageRequest {
  readonly current: number;
  readonly size: number;
}

/** One page of a list as BladeX sends it. */
export interface Page<T> {
  readonly records: readonly T[];
  /** Records in the whole list. */
  readonly total: number;
  readonly size: number;
  readonly current: number;
  /** Pages in the whole list; `current === pages` on the last one. */
  readonly pages: number;
}
