// Lists that grow (orders, members, sessions, leads) are read a page at a time. BladeX pages carry
// records, total, size, current and pages (shared/design/api-contract.md); these helpers give
// TanStack Query's infinite queries the page numbers and flatten the pages for the list.

/** One BladeX page: rely on these five keys only. */
export interface BladePage<T> {
  readonly records: readonly T[];
  readonly total: number;
  readonly size: number;
  readonly current: number;
  readonly pages: number;
}

/** BladeX counts pages from 1. */
export const FIRST_PAGE = 1;

/** The next page number, or undefined when the last page is in (TanStack then reports no next page). */
export const nextPageOf = <T>(page: BladePage<T>): number | undefined => (page.current < page.pages ? page.current + 1 : undefined);

/** The options an infinite query of BladeX pages needs beside its key and fetcher. */
export const bladePaging = { initialPageParam: FIRST_PAGE, getNextPageParam: nextPageOf } as const;

/** Every record of the pages read so far, in order. */
export const recordsOf = <T>(pages: readonly BladePage<T>[] | undefined): readonly T[] => (pages ?? []).flatMap((page) => page.records);
