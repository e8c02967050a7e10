import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isReExportIndex, staticClosure } from './closure-chunk';
import { compileBootScript, inlineScriptTag } from './inline-boot-script';
import { inlineStylesheets } from './inline-entry-css';
import { chunksOf } from './preload-chunks';

describe('the first-screen build plugins', () => {
  it('tells a library index that only re-exports from a module with code of its own', () => {
    expect(isReExportIndex("export { default as AaOutline } from './AaOutline.js';\nexport * from './b';")).toBe(true);
    expect(isReExportIndex("/* lib */\nimport useA from './useA';\nimport { b } from './b';\nexport { useA, b };")).toBe(true);
    expect(isReExportIndex("import a from './a';\nexport const twice = a * 2;")).toBe(false);
    expect(isReExportIndex(null)).toBe(false);
  });

  it('walks static imports only, and stops at a re-export index when asked to', () => {
    const graph = {
      'screen.tsx': { imports: ['ui.ts', 'icons/index.js'], code: 'code' },
      'ui.ts': { imports: ['shared.ts'], code: 'code' },
      'shared.ts': { imports: [], code: 'code' },
      'icons/index.js': { imports: ['icons/a.js', 'icons/b.js'], code: "export * from './a.js';\nexport * from './b.js';" },
      'icons/a.js': { imports: [], code: 'code' },
      'icons/b.js': { imports: [], code: 'code' },
    } as Record<string, { imports: string[]; code: string }>;
    const moduleGraph = {
      getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
      getModuleInfo: (id: string) => (graph[id] ? { isEntry: false, importedIds: graph[id].imports, code: graph[id].code } : null),
    };

    expect([...staticClosure(moduleGraph, ['screen.tsx'])].sort()).toEqual(
      ['icons/a.js', 'icons/b.js', 'icons/index.js', 'screen.tsx', 'shared.ts', 'ui.ts'],
    );
    expect([...staticClosure(moduleGraph, ['screen.tsx'], { throughReExportIndexes: false })].sort()).toEqual(
      ['icons/index.js', 'screen.tsx', 'shared.ts', 'ui.ts'],
    );
  });

  it('finds the chunk that holds a module, by facade or as a group member, with the chunks it imports', () => {
    const bundle = {
      'app-start-f.js': { type: 'chunk', fileName: 'app-start-f.js', facadeModuleId: '/app/src/app/app-start.tsx', imports: ['app-start-g.js'] },
      'app-start-g.js': { type: 'chunk', fileName: 'app-start-g.js', moduleIds: ['/app/src/app/i18n.ts'], imports: ['react-dom.js'] },
      'react-dom.js': { type: 'chunk', fileName: 'react-dom.js', imports: [] },
      'first-screen.js': { type: 'chunk', fileName: 'first-screen.js', moduleIds: ['/app/src/features/registration/login-screen.tsx'], imports: ['react-dom.js'] },
      'style.css': { type: 'asset', fileName: 'style.css' },
    };

    expect(chunksOf(bundle, 'src/app/app-start.tsx').sort()).toEqual(['app-start-f.js', 'app-start-g.js', 'react-dom.js']);
    expect(chunksOf(bundle, 'src/features/registration/login-screen.tsx').sort()).toEqual(['first-screen.js', 'react-dom.js']);
    expect(() => chunksOf(bundle, 'src/nowhere.tsx')).toThrow(/no chunk holds/);
  });

  it('inlines the stylesheet into the page and keeps its link, disabled, for the chunk loader to find', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="./assets/index-a1.css"></head>';

    expect(inlineStylesheets(html, () => 'body{margin:0}')).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" crossorigin href="./assets/index-a1.css" disabled></head>',
    );
  });
});

describe('the inline boot script', () => {
  it('compiles the boot prefetch into one classic script that leaves its result for main.ts', async () => {
    const code = await compileBootScript(resolve(import.meta.dirname, '../src/app/boot-prefetch.inline.ts'));

    // A classic script: no module syntax, which an inline <script> without type="module" cannot run.
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    expect(code).toContain('__fairpassBootPrefetch');
    // It asks for the runtime config and the two config reads, and carries none of the DI stack.
    expect(code).toContain('config.json');
    expect(code).toContain('registerConfig/functionConfig');
    expect(code).not.toMatch(/inversify|axios|reflect-metadata/i);
  });

  it('cannot close its <script> tag early', () => {
    expect(inlineScriptTag('const a = "</script><img src=x>";')).toBe('const a = "<\\/script><img src=x>";');
  });
});
