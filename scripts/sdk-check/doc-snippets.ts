// Issue 32 §5: every ```ts snippet of the shipped README and every `@example` of the packages' public
// types (the packed .d.ts) compiles against the packed types, and the ones that need no browser run in
// Node against the contract server. Read from the installed tarballs, so what is checked is what ships.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Snippet {
  /** Where it is, e.g. `@fairpass/sdk/README.md:61` or `@fairpass/sdk/dist/client.d.ts @example 1`. */
  readonly name: string;
  readonly code: string;
  /** Runs in Node: no browser global, no framework, nothing only declared. */
  readonly runnable: boolean;
}

/** What only a browser, a framework or the reader's own code gives: such a snippet is type-checked, not run. */
const NOT_IN_NODE = /\bdeclare\b|\blocation\b|\bwindow\b|\bdocument\b|\bnavigator\.|from 'react'|fetch\('\//;

const snippet = (name: string, code: string): Snippet => ({ name, code, runnable: !NOT_IN_NODE.test(code) });

/** The ```ts blocks of a markdown text, each with the line its fence opens on. */
export function markdownSnippets(markdown: string, source: string): Snippet[] {
  const found: Snippet[] = [];
  const lines = markdown.split('\n');
  for (let at = 0; at < lines.length; at += 1) {
    if (lines[at]!.trim() !== '```ts') continue;
    const start = at;
    const body: string[] = [];
    for (at += 1; at < lines.length && lines[at]!.trim() !== '```'; at += 1) body.push(lines[at]!);
    found.push(snippet(`${source}:${start + 1}`, body.join('\n')));
  }
  return found;
}

/** The `@example` blocks of a declaration file's doc comments (the code fence, if any, left out). */
export function exampleSnippets(declarations: string, source: string): Snippet[] {
  const found: Snippet[] = [];
  for (const comment of declarations.match(/\/\*\*[\s\S]*?\*\//g) ?? []) {
    const lines = comment
      .replace(/^\/\*\*/, '')
      .replace(/\*\/$/, '')
      .split('\n')
      .map((line) => line.replace(/^\s*\* ?/, ''));
    for (let at = 0; at < lines.length; at += 1) {
      if (!lines[at]!.trimStart().startsWith('@example')) continue;
      const body: string[] = [];
      for (at += 1; at < lines.length && !/^\s*@\w/.test(lines[at]!); at += 1) body.push(lines[at]!);
      at -= 1;
      const code = body.filter((line) => !/^\s*```/.test(line)).join('\n').trim();
      if (code !== '') found.push(snippet(`${source} @example ${found.length + 1}`, code));
    }
  }
  return found;
}

/** Every ES-module declaration file under `dir` (the .d.cts twins say the same). */
function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.d.ts'))
    .sort()
    .map((file) => join(dir, file));
}

/** The README snippets and the `@example`s of both installed packages (under `project`/node_modules). */
export function shippedSnippets(project: string): Snippet[] {
  const modules = join(project, 'node_modules');
  const found: Snippet[] = [];
  for (const pkg of ['@fairpass/sdk', '@fairpass/domain']) {
    const dir = join(modules, pkg);
    found.push(...markdownSnippets(readFileSync(join(dir, 'README.md'), 'utf8'), `${pkg}/README.md`));
    for (const file of declarationFiles(join(dir, 'dist'))) {
      found.push(...exampleSnippets(readFileSync(file, 'utf8'), `${pkg}/${relative(dir, file)}`));
    }
  }
  return found;
}

/** React's one hook the README's React snippet uses, as React declares it (no React in the scratch project). */
const REACT_SHIM = `declare module 'react' {
  export function useSyncExternalStore<T>(subscribe: (onStoreChange: () => void) => () => void, getSnapshot: () => T): T;
}
`;

/** The placeholder origin the docs use, replaced by the contract server's when a snippet runs. */
const DOC_ORIGIN = 'https://fair.example.com';

/**
 * Writes each snippet as an ES module of `dir` (with a tsconfig that type-checks them strictly against
 * the installed packages and emits them beside), and returns the files, in the snippets' order.
 */
export function writeSnippetProject(dir: string, snippets: readonly Snippet[], serverUrl: string): string[] {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(join(dir, 'react-shim.d.ts'), REACT_SHIM);
  const files = snippets.map((item, index) => {
    const file = `snippet-${String(index + 1).padStart(2, '0')}.ts`;
    const code = item.runnable ? item.code.split(DOC_ORIGIN).join(serverUrl) : item.code;
    writeFileSync(join(dir, file), `// ${item.name}\n${code}\nexport {};\n`);
    return file;
  });
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          strict: true,
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          types: ['node'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          skipLibCheck: false,
          noUnusedLocals: false,
          outDir: '.',
        },
        files: ['react-shim.d.ts', ...files],
      },
      null,
      2,
    ),
  );
  return files;
}
