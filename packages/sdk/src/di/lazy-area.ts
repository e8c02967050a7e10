import { DomainError, err } from '@fairpass/domain';
import type { Area, OperationClasses, Operations } from './area';
import { disposedError, internalsOf } from './client-internals';

/**
 * Every operation name of an area's map, and no other: written `{ quote: true, … } satisfies
 * OperationNames<typeof TICKETING_OPERATIONS>`, so a name missing or misspelt fails to compile.
 */
export type OperationNames<M extends OperationClasses> = { readonly [K in keyof M]: true };

/** What a caller holds of an area's operation before its code has arrived: the `execute` it will run. */
export type AreaOperations<M extends OperationClasses> = { readonly [K in keyof M]: Pick<Operations<M>[K], 'execute'> };

/** An area as its entry (index.ts) names it: no operation's code, only how to fetch it. */
export interface AreaEntry<M extends OperationClasses> {
  readonly name: string;
  readonly operations: OperationNames<M>;
  /** The area itself (`import('./x.area')`): its chunk, inversify, its gateway and use cases. */
  readonly load: () => Promise<Area<M>>;
}

/**
 * The area's operations on this client, whose code (and the DI container) is fetched when one of them
 * first runs, not when a screen that may use them is opened: `getTicketing(client).quote.execute(…)`
 * reads the same as before, and a route that imports `getTicketing` no longer carries the area.
 * A fetch that fails (offline, a deploy replaced the files) answers NETWORK.EXCEPTION and is tried again
 * on the next call.
 */
export function lazyArea<M extends OperationClasses>(client: object, entry: AreaEntry<M>): AreaOperations<M> {
  const internals = internalsOf(client);
  if (internals.disposed) throw disposedError(entry.name);
  const known = internals.areas.get(`entry:${entry.name}`) as AreaOperations<M> | undefined;
  if (known) return known;
  let loading: Promise<Operations<M>> | undefined;
  const loaded = (): Promise<Operations<M>> =>
    (loading ??= Promise.all([entry.load(), import('./area-container')]).then(
      ([area, { useArea }]) => useArea(client, area),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const api = {} as Record<string, { execute(...args: unknown[]): Promise<unknown> }>;
  for (const name of Object.keys(entry.operations)) {
    api[name] = Object.freeze({
      execute: async (...args: unknown[]) => {
        if (internals.disposed) throw disposedError(entry.name);
        let operations: Operations<M>;
        try {
          operations = await loaded();
        } catch (error) {
          return err(new DomainError('NETWORK.EXCEPTION', `the ${entry.name} area's code could not be fetched`, error));
        }
        const operation = operations[name] as unknown as { execute(...args: unknown[]): Promise<unknown> };
        return operation.execute(...args);
      },
    });
  }
  const operations = Object.freeze(api) as unknown as AreaOperations<M>;
  internals.areas.set(`entry:${entry.name}`, operations);
  return operations;
}
