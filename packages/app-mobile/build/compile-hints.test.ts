import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintChunks, withCompileHint } from './compile-hints';

describe('the compile hint on the first screen’s files', () => {
  it('puts the hint on the first line, above the preload list Vite writes first', () => {
    expect(withCompileHint('const __vite__mapDeps=1;\nrun();')).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nrun();`);
  });

  it('moves a hint that is not on the first line, and never writes it twice', () => {
    expect(withCompileHint(`const __vite__mapDeps=1;\n${COMPILE_HINT}\nrun();`)).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nrun();`);
    expect(withCompileHint(`${COMPILE_HINT}\nrun();`)).toBe(`${COMPILE_HINT}\nrun();`);
  });

  it('hints the entry and the named chunks only, and moves their source maps down a line', () => {
    const bundle = {
      'index.js': { type: 'chunk' as const, isEntry: true, name: 'index', code: 'a();', map: { mappings: 'AAAA' } },
      'index.js.map': { type: 'asset' as const, source: JSON.stringify({ mappings: 'AAAA' }) },
      'first-screen.js': { type: 'chunk' as const, isEntry: false, name: 'first-screen', code: 'b();', map: null },
      'wallet.js': { type: 'chunk' as const, isEntry: false, name: 'wallet', code: 'c();', map: { mappings: 'AAAA' } },
      'app.css': { type: 'asset' as const, source: 'body{}' },
    };

    expect(hintChunks(bundle, ['first-screen']).sort()).toEqual(['first-screen.js', 'index.js']);
    expect(bundle['index.js'].code).toBe(`${COMPILE_HINT}\na();`);
    expect(bundle['index.js'].map.mappings).toBe(';AAAA');
    expect(JSON.parse(bundle['index.js.map'].source).mappings).toBe(';AAAA');
    expect(bundle['first-screen.js'].code).toBe(`${COMPILE_HINT}\nb();`);
    expect(bundle['wallet.js'].code).toBe('c();');
    expect(bundle['wallet.js'].map.mappings).toBe('AAAA');
  });
});
