// antd-mobile's two tslib helpers, given natively to its modules (build/kit-helpers.ts): they behave as an
// async function and an object rest do, and only the kit's modules get them.
import { describe, expect, it } from 'vitest';
import { __awaiter, __rest } from './aliases/kit-helpers';
import { kitHelpers } from './kit-helpers';

describe("the kit's async helper", () => {
  it('resolves with what the body returns after its awaits, with `this` and the arguments given', async () => {
    const owner = { base: 40 };
    const result = __awaiter(owner, [1], undefined, function* (this: typeof owner, step: unknown) {
      const more = (yield Promise.resolve(1)) as number;
      return this.base + more + (step as number);
    });
    await expect(result).resolves.toBe(42);
  });

  it('throws a refused await into the body, where it can be caught', async () => {
    const result = __awaiter(undefined, undefined, undefined, function* () {
      try {
        yield Promise.reject(new Error('refused'));
        return 'not here';
      } catch (error) {
        return `caught ${(error as Error).message}`;
      }
    });
    await expect(result).resolves.toBe('caught refused');
  });

  it('rejects with what the body throws', async () => {
    const result = __awaiter(undefined, undefined, undefined, function* () {
      yield 1;
      throw new Error('broken');
    });
    await expect(result).rejects.toThrow('broken');
  });
});

describe("the kit's object rest", () => {
  it('keeps every own enumerable key but the omitted ones, symbols too', () => {
    const mark = Symbol('mark');
    const source = Object.defineProperty({ a: 1, b: 2, [mark]: 3 }, 'hidden', { value: 4, enumerable: false });
    expect(__rest(source, ['a'])).toEqual({ b: 2, [mark]: 3 });
    expect(Object.getOwnPropertySymbols(__rest(source, ['a']))).toEqual([mark]);
  });
});

describe('which modules get them', () => {
  const resolveId = kitHelpers().resolveId as (source: string, importer?: string) => string | null;

  it("gives them to antd-mobile's modules, and leaves tslib to every other importer", () => {
    expect(resolveId('tslib', '/x/node_modules/antd-mobile/es/components/button/button.js')).toMatch(/aliases[\\/]kit-helpers\.ts$/);
    expect(resolveId('tslib', '/x/node_modules/rxjs/dist/esm/internal/observable/innerFrom.js')).toBeNull();
    expect(resolveId('react', '/x/node_modules/antd-mobile/es/components/button/button.js')).toBeNull();
  });
});
