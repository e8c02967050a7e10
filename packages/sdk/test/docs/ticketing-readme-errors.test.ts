import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ticketingErrorTable } from './ticketing-error-table';

describe('the SDK README\'s ticketing section', () => {
  it('lists, for every ticketing operation, exactly the error codes the operation declares', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

    expect(readme).toContain(ticketingErrorTable());
  });
});
