import type { Container, ContainerModule, Newable } from 'inversify';

/** Anything with `execute(…)`: the shape of every operation a client or an area offers. */
export type OperationClass = Newable<{
  /** Runs the operation. */
  execute(...args: never[]): unknown;
}>;

/** The operations of an area by the names callers use, e.g. `{ submitQuestionnaire: SubmitQuestionnaireUseCase }`. */
export type OperationClasses = Readonly<Record<string, OperationClass>>;

/** The instances callers get for an operation map: `client.loginBySms.execute(…)`. */
export type Operations<M extends OperationClasses> = { readonly [K in keyof M]: InstanceType<M[K]> };

/**
 * A business area of the SDK: the bindings it adds to the client's one container (its gateway) and the
 * operations it offers. `getRegistration(client)` and the like load it into the container the first
 * time it is asked for; an area nobody imports is never bundled.
 */
export interface Area<M extends OperationClasses> {
  readonly name: string;
  readonly module: ContainerModule;
  readonly operations: M;
}

export const defineArea = <M extends OperationClasses>(area: Area<M>): Area<M> => area;

/**
 * The operations as an object whose properties resolve from the container on first read, so creating a
 * client or loading an area builds nothing that is not used.
 */
export function lazyOperations<M extends OperationClasses>(container: Container, operations: M): Operations<M> {
  const api = {} as Record<string, unknown>;
  for (const [name, operation] of Object.entries(operations)) {
    if (!container.isBound(operation)) container.bind(operation).toSelf().inSingletonScope();
    let instance: unknown;
    Object.defineProperty(api, name, {
      enumerable: true,
      get: () => (instance ??= container.get(operation)),
    });
  }
  return Object.freeze(api) as Operations<M>;
}
