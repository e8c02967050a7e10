import type { Container } from 'inversify';
import type { CoreGraph } from './core-graph';

// What an area entry needs of a client: its core graph and, once an area has been asked for, the
// container. Kept under a registered symbol, so the root entry and an area entry from another copy of
// the package (ESM beside CJS) still find each other.
const INTERNALS = Symbol.for('fairpass.client.internals');

export interface ClientInternals {
  readonly core: CoreGraph;
  /** Built by the first area asked for (area-container.ts): the core alone runs without one. */
  container: Container | undefined;
  readonly areas: Map<string, unknown>;
  disposed: boolean;
}

/** Attaches the internals to a new client (not enumerable: spreading or logging a client skips them). */
export function attachInternals<C extends object>(client: C, core: CoreGraph): C {
  const internals: ClientInternals = { core, container: undefined, areas: new Map(), disposed: false };
  Object.defineProperty(client, INTERNALS, { value: internals, enumerable: false });
  return client;
}

export function internalsOf(client: object): ClientInternals {
  const internals = (client as Record<symbol, ClientInternals | undefined>)[INTERNALS];
  if (!internals) throw new TypeError('fairpass: expected a client made by createFairpassClient');
  return internals;
}

/** What using an area of a disposed client throws. */
export const disposedError = (area: string): TypeError => new TypeError(`fairpass: the client was disposed; create a new one to use ${area}`);
