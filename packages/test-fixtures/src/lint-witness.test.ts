// The lint rule that keeps the contract server a witness (eslint.config.js, the test-fixtures blocks):
// the server may read the domain's types but runs none of its code; parity tests may import its values.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const SERVER_FILE = 'packages/test-fixtures/src/server/leads/witness-example.ts';
const PARITY_TEST = 'packages/test-fixtures/src/server/leads/witness-example.test.ts';
const IMPORT_RULES = new Set(['@typescript-eslint/no-restricted-imports', 'no-restricted-imports', 'no-restricted-syntax']);

/** The import refusals lint gives `code` at `filePath` (the file need not exist). */
async function importRefusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && IMPORT_RULES.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint keeps the contract server from running the domain', { timeout: 60_000 }, () => {
  it('refuses a runtime import of the domain in a server file', async () => {
    const refusals = await importRefusals("import { maskPhone } from '@fairpass/domain';\nexport const masked = maskPhone('13800000004');\n", SERVER_FILE);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/^@typescript-eslint\/no-restricted-imports: .*import its types only/);
  });

  it('refuses the domain’s values through a deep path, a re-export or a dynamic import', async () => {
    const deep = "import { maskPhone } from '@fairpass/domain/src/masking/mask-phone';\nexport const masked = maskPhone('13800000004');\n";
    const reExport = "export { maskPhone } from '@fairpass/domain';\n";
    const dynamic = "export const load = async () => (await import('@fairpass/domain')).maskPhone('13800000004');\n";
    for (const code of [deep, reExport, dynamic]) expect(await importRefusals(code, SERVER_FILE)).toHaveLength(1);
  });

  it('accepts the domain’s types in a server file, as a type import or inline type specifiers', async () => {
    expect(await importRefusals("import type { Lead } from '@fairpass/domain/leads';\nexport const idOf = (lead: Lead): string => lead.leadId;\n", SERVER_FILE)).toEqual([]);
    expect(await importRefusals("import { type Lead, type LeadRating } from '@fairpass/domain/leads';\nexport const ratingOf = (lead: Lead): LeadRating => lead.rating;\n", SERVER_FILE)).toEqual([]);
  });

  it('lets a parity test import the domain’s values to compare with the server’s', async () => {
    expect(await importRefusals("import { maskPhone } from '@fairpass/domain';\nexport const masked = maskPhone('13800000004');\n", PARITY_TEST)).toEqual([]);
  });

  it('refuses the SDK in the contract server, tests included', async () => {
    for (const file of [SERVER_FILE, PARITY_TEST]) {
      expect(await importRefusals("import { createClient } from '@fairpass/sdk';\nexport const client = createClient;\n", file)).toHaveLength(1);
      expect(await importRefusals("import type { LeadsArea } from '@fairpass/sdk/leads';\nexport type Area = LeadsArea;\n", file)).toHaveLength(1);
    }
  });
});
