// The sweep's table: a row per route, user, language and browser, with its result and failures, then the
// failing rows grouped by cause (sweep-rules.ts CAUSES).
import { CAUSES, causeOf, type Cause } from './sweep-rules';

export interface SweepRow {
  /** The address opened (the route with its parameters), or the unknown id's address. */
  readonly route: string;
  readonly user: string;
  readonly language: string;
  readonly flavour: string;
  readonly failures: readonly string[];
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

export function printSweepTable(rows: readonly SweepRow[], title: string): string {
  const lines = [`## Route sweep, ${title}: ${rows.filter((row) => row.failures.length === 0).length} of ${rows.length} rows pass`, ''];
  lines.push('| route | user | zh/en | browser | result | failures |', '| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const result = row.failures.length === 0 ? 'ok' : 'FAIL';
    lines.push(`| ${cell(row.route)} | ${row.user} | ${row.language} | ${row.flavour} | ${result} | ${cell(row.failures.join('; '))} |`);
  }
  const byCause = new Map<Cause, Set<string>>();
  for (const row of rows) {
    for (const message of row.failures) {
      const cause = causeOf(message);
      byCause.set(cause, (byCause.get(cause) ?? new Set()).add(`${row.route} (${row.language}, ${row.flavour})`));
    }
  }
  if (byCause.size > 0) {
    lines.push('', '### Failing rows by cause', '');
    for (const [cause, where] of byCause) lines.push(`- **${cause}** — ${CAUSES[cause]}: ${where.size} rows: ${[...where].join(', ')}`);
    const onlyLanding = rows.filter((row) => row.failures.length > 0 && row.failures.every((message) => causeOf(message) === 'landing'));
    const onlyErrorWayOn = rows.filter((row) => row.failures.length > 0 && row.failures.every((message) => causeOf(message) === 'error-way-on'));
    lines.push('', `Rows failing only until #27 part A lands (the target after the login): ${onlyLanding.length}.`);
    lines.push(`Rows failing only until #27 part B lands (a way on from the error state): ${onlyErrorWayOn.length}.`);
  }
  return `${lines.join('\n')}\n`;
}
