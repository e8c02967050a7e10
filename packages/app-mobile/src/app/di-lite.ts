// The app build's stand-in for `inversify` (vite.config.ts aliases it here; issue 33). The SDK is written
// against inversify, whose container (with reflect-metadata) was ~22 KiB gzip of every route's first load;
// the SDK uses only this part of it: `@injectable()`, `@inject(token)` on every constructor parameter, a
// container with singleton constant / class / factory bindings, `isBound`, `get`, `unbindSync` and area
// modules loaded with `loadSync`. The SDK's own tests run on inversify itself; di-lite.test.ts holds this
// one to the same behaviour, and the journeys run the built app (every screen's operations) on it.
//
// Anything else the SDK starts to use fails loudly here (a missing export breaks the build; a parameter
// without `@inject` throws when its class is built), never silently.

/** A binding key: a token (symbol, string) or a class bound to itself. */
type ServiceIdentifier = unknown;
type Newable<T = unknown> = new (...args: never[]) => T;

/** What a factory binding (`toDynamicValue`) gets: the container's `get`. */
export interface ResolutionContext {
  get<T>(token: ServiceIdentifier): T;
}

/** Constructor parameter tokens by class, written by `@inject(token)`. */
const parameterTokens = new WeakMap<object, ServiceIdentifier[]>();

/** Marks a class the container may build. Its parameters are all named by `@inject`. */
export function injectable(): (target: object) => void {
  return () => undefined;
}

/** Names the token a constructor parameter is built from. */
export function inject(token: ServiceIdentifier): (target: object, key: string | symbol | undefined, index?: number) => void {
  return (target, key, index) => {
    if (typeof index !== 'number' || key !== undefined) {
      throw new TypeError(`di-lite: @inject is supported on constructor parameters only (${String(key)})`);
    }
    const tokens = parameterTokens.get(target) ?? [];
    tokens[index] = token;
    parameterTokens.set(target, tokens);
  };
}

type Provider = { readonly kind: 'constant'; readonly value: unknown } | { readonly kind: 'class'; readonly type: Newable } | { readonly kind: 'dynamic'; readonly factory: (context: ResolutionContext) => unknown };

interface Binding {
  provider: Provider | undefined;
  singleton: boolean;
  cached: boolean;
  value: unknown;
}

/** The fluent binding syntax: `bind(token).to(Class).inSingletonScope()` and the like. */
export class BindingSyntax {
  constructor(
    private readonly binding: Binding,
    private readonly self: ServiceIdentifier,
  ) {}

  to(type: Newable): this {
    this.binding.provider = { kind: 'class', type };
    return this;
  }

  toSelf(): this {
    if (typeof this.self !== 'function') throw new TypeError('di-lite: toSelf() needs a class token');
    return this.to(this.self as Newable);
  }

  toConstantValue(value: unknown): this {
    this.binding.provider = { kind: 'constant', value };
    this.binding.singleton = true;
    return this;
  }

  toDynamicValue(factory: (context: ResolutionContext) => unknown): this {
    this.binding.provider = { kind: 'dynamic', factory };
    return this;
  }

  inSingletonScope(): this {
    this.binding.singleton = true;
    return this;
  }

  inTransientScope(): this {
    this.binding.singleton = false;
    return this;
  }
}

/** What a module's callback gets, bound to the container it is loaded into. */
export interface ContainerModuleLoadOptions {
  bind(token: ServiceIdentifier): BindingSyntax;
  isBound(token: ServiceIdentifier): boolean;
  unbind(token: ServiceIdentifier): void;
}

/** A set of bindings loaded into a container once (an SDK area's gateway and operations). */
export class ContainerModule {
  constructor(readonly load: (options: ContainerModuleLoadOptions) => void) {}
}

/** One container per client; bindings resolve on first `get` and singletons are kept. */
export class Container {
  private readonly bindings = new Map<ServiceIdentifier, Binding>();
  private readonly singletonByDefault: boolean;

  constructor(options?: { readonly defaultScope?: 'Singleton' | 'Transient' | 'Request' }) {
    this.singletonByDefault = options?.defaultScope === 'Singleton';
  }

  bind(token: ServiceIdentifier): BindingSyntax {
    const binding: Binding = { provider: undefined, singleton: this.singletonByDefault, cached: false, value: undefined };
    this.bindings.set(token, binding);
    return new BindingSyntax(binding, token);
  }

  isBound(token: ServiceIdentifier): boolean {
    return this.bindings.has(token);
  }

  unbindSync(token: ServiceIdentifier): void {
    if (!this.bindings.delete(token)) throw new Error(`di-lite: no binding for ${describe(token)}`);
  }

  loadSync(...modules: readonly ContainerModule[]): void {
    for (const module of modules) {
      module.load({ bind: (token) => this.bind(token), isBound: (token) => this.isBound(token), unbind: (token) => this.unbindSync(token) });
    }
  }

  get<T>(token: ServiceIdentifier): T {
    const binding = this.bindings.get(token);
    if (!binding?.provider) throw new Error(`di-lite: no binding for ${describe(token)}`);
    if (binding.cached) return binding.value as T;
    const value = this.build(binding.provider);
    if (binding.singleton) {
      binding.cached = true;
      binding.value = value;
    }
    return value as T;
  }

  private build(provider: Provider): unknown {
    switch (provider.kind) {
      case 'constant':
        return provider.value;
      case 'dynamic':
        return provider.factory({ get: (token) => this.get(token) });
      case 'class': {
        const tokens = parameterTokens.get(provider.type) ?? [];
        const Type = provider.type as new (...args: unknown[]) => unknown;
        const parameters = Array.from({ length: Math.max(tokens.length, Type.length) }, (_, index) => {
          if (!(index in tokens)) throw new Error(`di-lite: parameter ${index} of ${Type.name} needs @inject`);
          return this.get(tokens[index]);
        });
        return new Type(...parameters);
      }
    }
  }
}

const describe = (token: ServiceIdentifier): string => (typeof token === 'function' ? token.name : String(token));
