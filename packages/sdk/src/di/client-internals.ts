import type { Container } from 'inversify';
import { lazyOperations, type Area, type OperationClasses, type Operations } from './area';

// What an area entry needs of a client: its container. Kept under a registered symbol, so the root
// entry and an area entry from another copy of the package (ESM beside CJS) still find each other.
const INTERNALS = Symbol.for('fairpass.client.internals');

interface ClientInternals {
  readonly container: Container;
  readonly areas: Map<string, unknown>;
  disposed: boolean;
}

/** Attaches the internals to a new client (not enumerable: spreading or logging a client skips them). */
export function attachInternals<C extends object>(client: C, container: Container): C {
  const internals: ClientInternals = { container, areas: new Map(), disposed: false };
  Object.defineProperty(client, INTERNALS, { value: internals, enumerable: false });
  return client;
}

export function internalsOf(client: object): ClientInternals {
  const internals = (client as Record<symbol, ClientInternals | undefined>)[INTERNALS];
  if (!internals) throw new TypeError('fairpass: expected a client made by createFairpassClient');
  return internals;
}

/** The area's operations on this client; the area's bindings are loaded into the container once. */
export function useArea<M extends OperationClasses>(client: object, area: Area<M>): Operations<M> {
  const internals = internalsOf(client);
  if (internals.disposed) throw new TypeError(`fairpass: the client was disposed; create a new one to use ${area.name}`);
  const loaded = internals.areas.get(area.name) as Operations<M> | undefined;
  if (loaded) return loaded;
  internals.container.loadSync(area.module);
  const operations = lazyOperations(internals.container, area.operations);
  internals.areas.set(area.name, operations);
  return operations;
}
