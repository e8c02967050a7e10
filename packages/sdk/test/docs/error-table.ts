// The README's error-code tables, built from the lists the operations declare, so the docs cannot drift
// from the code: `pnpm --filter @fairpass/sdk exec tsx --conditions=source --tsconfig ../../tsconfig.base.json test/docs/error-table.ts`
// prints them, and readme-errors.test.ts checks the README holds them. The areas are the SDK's folders
// (scripts/build/sdk-areas.mjs): registration and content share the core's table, every other area has
// its own, whose groups are the `*_FAILURES` lists its index.ts exports, in the order it names them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SDK_DIR, sdkAreas } from '../../../../scripts/build/sdk-areas.mjs';
import * as content from '../../src/content';
import * as core from '../../src/index';
import * as registration from '../../src/registration';

type Group = readonly [string, readonly string[]];

/** Shared groups of codes, named in a cell instead of repeated (listed narrowest first). */
const GROUPS: readonly Group[] = [
  ['HTTP_FAILURES', core.HTTP_FAILURES],
  ['WRITE_FAILURES', core.WRITE_FAILURES],
  ['LOGIN_FAILURES', core.LOGIN_FAILURES],
  ['CODE_SENDING_FAILURES', core.CODE_SENDING_FAILURES],
];

/** `LOGIN_BY_SMS_ERRORS` → `loginBySms`. */
const operationName = (listName: string) =>
  listName
    .replace(/_ERRORS$/, '')
    .toLowerCase()
    .replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function rows(entry: string, exports: Record<string, unknown>, groups: readonly Group[]): string[] {
  return Object.entries(exports)
    .filter(([name, value]) => name.endsWith('_ERRORS') && Array.isArray(value))
    .sort(([a], [b]) => operationName(a).localeCompare(operationName(b), 'en'))
    .map(([name, value]) => {
      let codes = [...(value as string[])];
      const named: string[] = [];
      // Name the shared groups instead of repeating them, widest first.
      for (const [group, groupCodes] of [...groups].reverse()) {
        if (groupCodes.every((code) => codes.includes(code))) {
          named.push(group);
          codes = codes.filter((code) => !groupCodes.includes(code));
        }
      }
      const cells = [...named.map((group) => `*${group}*`), ...codes.map((code) => `\`${code}\``)].join(', ');
      return `| \`${operationName(name)}\` | ${entry} | ${cells} |`;
    });
}

function table(entries: readonly (readonly [string, Record<string, unknown>])[], groups: readonly Group[], legend: readonly Group[]): string {
  const lines = ['| operation | entry | can fail with |', '|---|---|---|', ...entries.flatMap(([entry, exports]) => rows(entry, exports, groups))];
  const legendLines = legend.map(([name, codes]) => `*${name}*: ${codes.map((code) => `\`${code}\``).join(', ')}.`);
  return [...lines, '', ...legendLines].join('\n');
}

/** The core, registration and content entries. */
export const errorTable = (): string =>
  table(
    [
      ['core', core],
      ['registration', registration],
      ['content', content],
    ],
    GROUPS,
    GROUPS,
  );

/**
 * One area's own table (an area with a section of its own in the README): its shared groups are named
 * in the cells and listed under the table; the core's are in the main table's legend.
 */
const areaErrorTable = (entry: string, exports: Record<string, unknown>, own: readonly Group[]): string => table([[entry, exports]], [...GROUPS, ...own], own);

/** The areas in the core's table; every other area folder has a table of its own. */
const IN_CORE_TABLE: readonly string[] = ['registration', 'content'];

/** The `*_FAILURES` lists an area's index.ts exports, in the order its text names them. */
function ownGroups(area: string, exports: Record<string, unknown>): Group[] {
  const text = readFileSync(join(SDK_DIR, 'src', area, 'index.ts'), 'utf8');
  const names = [...new Set(text.match(/\b[A-Z][A-Z_]*_FAILURES\b/g) ?? [])];
  return names.flatMap((name) => {
    const codes = exports[name];
    return Array.isArray(codes) ? [[name, codes as string[]] as const] : [];
  });
}

const areaModules: readonly (readonly [string, Record<string, unknown>])[] = await Promise.all(
  sdkAreas()
    .filter((area) => !IN_CORE_TABLE.includes(area))
    .map(async (area) => [area, (await import(`../../src/${area}/index.ts`)) as Record<string, unknown>] as const),
);

/** Every area's own table, by area folder name. */
export const areaErrorTables = (): ReadonlyMap<string, string> =>
  new Map(areaModules.map(([area, exports]) => [area, areaErrorTable(area, exports, ownGroups(area, exports))]));

if (process.argv[1]?.endsWith('error-table.ts')) console.log([errorTable(), ...areaErrorTables().values()].join('\n\n'));
