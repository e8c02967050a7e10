import { describe, expect, it } from 'vitest';
import { partOf, partsOf } from './module-part';

describe('partOf', () => {
  it('names a library by its package, scoped or not, however deep pnpm keeps it', () => {
    expect(partOf('../../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(partOf('../../node_modules/.pnpm/@inversifyjs+core@7.1.1/node_modules/@inversifyjs/core/lib/esm/index.js')).toBe('@inversifyjs/core');
  });

  it('names workspace code by package and top folder', () => {
    expect(partOf('src/app/main.ts')).toBe('app-mobile/app');
    expect(partOf('../sdk/src/use-cases/start-from-link.use-case.ts')).toBe('sdk/use-cases');
    expect(partOf('../sdk/src/client.ts')).toBe('sdk');
  });

  it('puts the bundler’s virtual modules together', () => {
    expect(partOf('\0rolldown/runtime.js')).toBe('bundler helpers');
  });
});

describe('partsOf', () => {
  it('sums each part over the chunks asked for, largest first', () => {
    const chunks = {
      'a.js': { partGzip: { 'app-mobile/app': 15, sdk: 30 } },
      'b.js': { partGzip: { 'app-mobile/app': 10 } },
      'c.js': { partGzip: { react: 100 } },
    };
    expect(partsOf(chunks, ['a.js', 'b.js'])).toEqual([
      ['sdk', 30],
      ['app-mobile/app', 25],
    ]);
  });
});
