// An area's entry (getX(client)) holds no operation's code: the area, its gateway and the DI container are
// fetched when one of its operations first runs. What a caller sees must not change for that.
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContainerModule } from 'inversify';
import { defineArea } from '../../src/di/area';
import { lazyArea } from '../../src/di/lazy-area';
import { getRegistration } from '../../src/registration';
import { stubbedClient } from '../support/stubbed-client';

class EchoUseCase {
  async execute(input: { readonly said: string }) {
    return { ok: true as const, value: input.said };
  }
}
const ECHO_OPERATIONS = { echo: EchoUseCase };
const echoArea = defineArea({ name: 'echo', module: new ContainerModule(() => undefined), operations: ECHO_OPERATIONS });

describe('an area fetched when an operation first runs', () => {
  it('offers every operation by name before any code is fetched, and the same object on every call', () => {
    const { client } = stubbedClient();
    let fetched = 0;
    const entry = { name: 'echo', operations: { echo: true } as const, load: async () => (fetched++, echoArea) };

    const echo = lazyArea(client, entry);

    expect(Object.keys(echo)).toEqual(['echo']);
    expect(lazyArea(client, entry)).toBe(echo);
    expect(fetched).toBe(0);
  });

  it("runs the operation once the area has arrived, fetching it once however many calls start together", async () => {
    const { client } = stubbedClient();
    let fetched = 0;
    const echo = lazyArea(client, { name: 'echo', operations: { echo: true }, load: async () => (fetched++, echoArea) });

    const results = await Promise.all([echo.echo.execute({ said: 'one' }), echo.echo.execute({ said: 'two' })]);

    expect(results).toEqual([{ ok: true, value: 'one' }, { ok: true, value: 'two' }]);
    expect(fetched).toBe(1);
  });

  it('answers NETWORK.EXCEPTION when the code cannot be fetched, and fetches again on the next call', async () => {
    const { client } = stubbedClient();
    let attempts = 0;
    const echo = lazyArea(client, {
      name: 'echo',
      operations: { echo: true },
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return echoArea;
      },
    });

    const offline = await echo.echo.execute({ said: 'lost' });
    const online = await echo.echo.execute({ said: 'back' });

    expect(offline).toMatchObject({ ok: false, error: { code: 'NETWORK.EXCEPTION' } });
    expect(online).toEqual({ ok: true, value: 'back' });
  });

  it('refuses a disposed client, whether the area was asked for before or after', async () => {
    const { client } = stubbedClient();
    const registration = getRegistration(client);
    client.dispose();

    await expect(registration.fetchQuestionnaire.execute({ index: 1 })).rejects.toThrow(/disposed/);
    expect(() => getRegistration(client)).toThrow(/disposed/);
  });

  it("runs a real area's operation through its gateway once fetched", async () => {
    const { client, sent } = stubbedClient({ data: { list: [] } });

    const result = await getRegistration(client).fetchQuestionnaire.execute({ index: 1 });

    expect(sent).toHaveLength(1);
    expect(result.ok).toBe(true);
  });
});

describe("the areas' entries", () => {
  const src = join(import.meta.dirname, '../../src');
  const areas = readdirSync(src).filter((name) => existsSync(join(src, name, `${name}.area.ts`)));

  it.each(areas)('%s: index.ts names its area only in a dynamic import, so a bundle of getX(client) holds none of its operations', (area) => {
    const index = readFileSync(join(src, area, 'index.ts'), 'utf8');
    const staticUse = new RegExp(`^(import|export) (?!type )[^;]*from '\\./${area}\\.area';`, 'm');

    expect(index).not.toMatch(staticUse);
    expect(index).toContain(`import('./${area}.area')`);
  });
});
