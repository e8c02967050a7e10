import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaErrorTables, errorTable } from './error-table';

describe('the SDK README', () => {
  it('lists, for every operation, exactly the error codes the operation declares', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

    expect(readme).toContain(errorTable());
  });

  it.each([...areaErrorTables()])('lists, for every %s operation, exactly the error codes the operation declares', (_area, areaTable) => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

    expect(readme).toContain(areaTable);
  });
});
