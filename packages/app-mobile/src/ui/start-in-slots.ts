// Background work of many small pieces (files to fetch, to cache) started a few at a time, one group per
// slot of the page's time (a later task, an idle moment), so no one task of the page starts them all.

/** Resolves in a later task of the browser's (a macrotask), letting it paint and handle input first. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/** Starts `start` on every item, `perSlot` at a time, awaiting `slot()` before each group after the first;
 * resolves, once all have started, with what each start returned. */
export async function startInSlots<T, R>(items: readonly T[], perSlot: number, slot: () => Promise<void>, start: (item: T) => Promise<R>): Promise<Promise<R>[]> {
  const started: Promise<R>[] = [];
  for (let from = 0; from < items.length; from += perSlot) {
    if (from > 0) await slot();
    started.push(...items.slice(from, from + perSlot).map(start));
  }
  return started;
}
