import { describe, expect, it } from 'vitest';
import { Container, ContainerModule, inject, injectable } from './di-lite';

const CLOCK = Symbol('Clock');
const GATEWAY = Symbol('Gateway');
const BOOK = Symbol('Book');

@injectable()
class Gateway {
  constructor(@inject(CLOCK) readonly clock: { now(): number }) {}
}

@injectable()
class UseCase {
  constructor(
    @inject(GATEWAY) readonly gateway: Gateway,
    @inject(CLOCK) readonly clock: { now(): number },
  ) {}
}

@injectable()
class Untagged {
  constructor(readonly gateway: Gateway) {}
}

const clock = { now: () => 1 };

describe('di-lite, the app build’s inversify', () => {
  it('builds a class from the tokens its constructor parameters name, once per container when singleton', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(CLOCK).toConstantValue(clock);
    container.bind(GATEWAY).to(Gateway).inSingletonScope();
    container.bind(UseCase).toSelf().inSingletonScope();
    const useCase = container.get<UseCase>(UseCase);
    expect(useCase.clock).toBe(clock);
    expect(useCase.gateway).toBeInstanceOf(Gateway);
    expect(useCase.gateway.clock).toBe(clock);
    expect(container.get(UseCase)).toBe(useCase);
    expect(container.get(GATEWAY)).toBe(useCase.gateway);
  });

  it('builds a new instance on every get in transient scope', () => {
    const container = new Container();
    container.bind(CLOCK).toConstantValue(clock);
    container.bind(GATEWAY).to(Gateway);
    expect(container.get(GATEWAY)).not.toBe(container.get(GATEWAY));
  });

  it('loads an area module: factories read other bindings through their context, isBound and unbind work', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(CLOCK).toConstantValue(clock);
    let built = 0;
    container.loadSync(
      new ContainerModule(({ bind }) => {
        bind(GATEWAY).to(Gateway).inSingletonScope();
        bind(BOOK)
          .toDynamicValue((context) => ({ gateway: context.get<Gateway>(GATEWAY), built: ++built }))
          .inSingletonScope();
      }),
    );
    expect(container.isBound(BOOK)).toBe(true);
    const book = container.get<{ gateway: Gateway; built: number }>(BOOK);
    expect(book.gateway).toBe(container.get(GATEWAY));
    expect(container.get(BOOK)).toBe(book);
    expect(built).toBe(1);
    container.unbindSync(BOOK);
    expect(container.isBound(BOOK)).toBe(false);
    container.bind(BOOK).toConstantValue('replaced');
    expect(container.get(BOOK)).toBe('replaced');
  });

  it('fails loudly on an unbound token and on a parameter without @inject', () => {
    const container = new Container();
    expect(() => container.get(GATEWAY)).toThrow(/no binding/);
    container.bind(Untagged).toSelf();
    expect(() => container.get(Untagged)).toThrow(/needs @inject/);
  });
});
