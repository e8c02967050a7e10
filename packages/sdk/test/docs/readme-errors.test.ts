import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorTable, ticketingErrorTable } from './error-table';

describe('the SDK README', () => {
  it('lists, for every operation, exactly the error codes the operation declares', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

    expect(readme).toContain(errorTable());
  });

  it('lists, for every ticketing operation, exactly the error codes the operation declares', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

    expect(readme).toContain(ticketingErrorTable());
  });
});
