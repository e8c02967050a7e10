// The README's ticketing error table, built from the lists the ticketing operations declare, in the
// form of the main table (error-table.ts, which covers the core, registration and content entries):
// `pnpm --filter @fairpass/sdk exec tsx --conditions=source test/docs/ticketing-error-table.ts` prints it.
import * as core from '../../src/index';
import * as ticketing from '../../src/ticketing';

/** Named instead of repeated, widest first (WRITE_FAILURES holds HTTP_FAILURES). */
const GROUPS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['WRITE_FAILURES', core.WRITE_FAILURES],
  ['HTTP_FAILURES', core.HTTP_FAILURES],
  ['BASKET_FAILURES', ticketing.BASKET_FAILURES],
];

/** `LIST_TICKET_TYPES_ERRORS` → `listTicketTypes`. */
const camel = (listName: string) => listName.replace(/_ERRORS$/, '').toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function cellOf(codes: readonly string[]): string {
  const named = GROUPS.filter(([, group]) => group.every((code) => codes.includes(code)));
  // A group is named only when it is not part of a wider one already named.
  const shown = named.filter(([, group]) => !named.some(([, wider]) => wider !== group && group.every((code) => wider.includes(code))));
  const rest = codes.filter((code) => !shown.some(([, group]) => group.includes(code)));
  return [...shown.map(([name]) => `*${name}*`), ...rest.map((code) => `\`${code}\``)].join(', ');
}

export function ticketingErrorTable(): string {
  const rows = Object.entries(ticketing)
    .filter(([name, value]) => name.endsWith('_ERRORS') && Array.isArray(value))
    .map(([name, value]) => [camel(name), cellOf(value as readonly string[])] as const)
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([operation, cell]) => `| \`${operation}\` | ticketing | ${cell} |`);
  const basket = `*BASKET_FAILURES*: ${ticketing.BASKET_FAILURES.map((code) => `\`${code}\``).join(', ')}.`;
  return ['| operation | entry | can fail with |', '|---|---|---|', ...rows, '', basket].join('\n');
}

if (process.argv[1]?.endsWith('ticketing-error-table.ts')) console.log(ticketingErrorTable());
