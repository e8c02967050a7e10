// Prints one closing line over every vitest run of `pnpm test` and the checks of `pnpm sdk:check`
// ("tests: N passed, N failed, N skipped"), read from the JSON reports (sdk-check writes the same counts);
// `--reset` removes the reports of an earlier run first.
import { existsSync, readFileSync, rmSync } from 'node:fs';

const reports = ['test-results/sdk-check.json', 'test-results/unit.json', 'test-results/e2e.json'];

if (process.argv.includes('--reset')) {
  for (const file of reports) rmSync(file, { force: true });
  process.exit(0);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}: that suite did not run`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
