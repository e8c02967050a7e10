// The README's error-code table, built from the lists the operations declare, so the docs cannot drift
// from the code: `pnpm --filter @fairpass/sdk exec tsx --conditions=source test/docs/error-table.ts`
// prints it, and readme-errors.test.ts checks the README holds it.
import * as content from '../../src/content';
import * as core from '../../src/index';
import * as registration from '../../src/registration';

const GROUPS: ReadonlyArray<readonly [string, readonly string[]]> = [
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

function rows(entry: string, exports: Record<string, unknown>): string[] {
  return Object.entries(exports)
    .filter(([name, value]) => name.endsWith('_ERRORS') && Array.isArray(value))
    .sort(([a], [b]) => operationName(a).localeCompare(operationName(b), 'en'))
    .map(([name, value]) => {
      let codes = [...(value as string[])];
      const named: string[] = [];
      // Name the shared groups instead of repeating them, widest first.
      for (const [group, groupCodes] of [...GROUPS].reverse()) {
        if (groupCodes.every((code) => codes.includes(code))) {
          named.push(group);
          codes = codes.filter((code) => !groupCodes.includes(code));
        }
      }
      const cells = [...named.map((group) => `*${group}*`), ...codes.map((code) => `\`${code}\``)].join(', ');
      return `| \`${operationName(name)}\` | ${entry} | ${cells} |`;
    });
}

export function errorTable(): string {
  const lines = [
    '| operation | entry | can fail with |',
    '|---|---|---|',
    ...rows('core', core),
    ...rows('registration', registration),
    ...rows('content', content),
  ];
  const groups = GROUPS.map(([name, codes]) => `*${name}*: ${codes.map((code) => `\`${code}\``).join(', ')}.`);
  return [...lines, '', ...groups].join('\n');
}

if (process.argv[1]?.endsWith('error-table.ts')) console.log(errorTable());
