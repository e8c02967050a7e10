// A plain refusal of a form field (the backend's generic code 400 with a message, its bean validation)
// keeps the field where the backend names it (`data.field`, a list row's `data.index`), over real HTTP:
// the error is SERVER.SILENT with `field` set, so a form marks that input; its message is the SDK's
// (messageOf), the server's text only in `detail`.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../src/messages';
import type { FairpassClient } from '../../src';
import { GROUPS_ENDPOINTS } from '../../src/groups';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const G = SEED.groups;
const exhibitionOf = (client: FairpassClient): string => client.session.getSnapshot().entry.exhibitionId ?? '';

describe('a server refusal of a form field', () => {
  it('keeps the field the backend names, with its status and text for the log', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.groupLeaderForming);
    const sent = await client.api.call(
      GROUPS_ENDPOINTS.addMember,
      { exhibitionId: exhibitionOf(client), name: '新成员', phone: '13700000002', idType: 'idCard', idNumber: '123', teamId: G.forming.mixedTeamIds[0] ?? '' },
      { idempotencyKey: crypto.randomUUID() },
    );

    expect(sent.ok).toBe(false);
    const error = !sent.ok ? sent.error : undefined;
    expect(error).toMatchObject({ code: 'SERVER.SILENT', field: 'idNumber', status: 400, backendCode: 400, retryable: false });
    expect(error?.detail).toContain('idNumber');
    expect(messageOf(error!, 'en')).toBe(messageOf('SERVER.SILENT', 'en'));
  });

  it("keeps a list row's index with the field (a bulk import refused at its bad row)", async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.groupLeaderForming);
    const team = G.forming.mixedTeamIds[0] ?? '';
    const sent = await client.api.call(
      GROUPS_ENDPOINTS.importMembers,
      {
        exhibitionId: exhibitionOf(client),
        members: [
          { name: '甲成员', phone: '13700000003', idType: 'passport', idNumber: 'e11223344', teamId: team },
          { name: '乙成员', phone: 'not-a-phone', idType: 'passport', idNumber: 'e11223345', teamId: team },
        ],
      },
      { idempotencyKey: crypto.randomUUID() },
    );

    expect(!sent.ok && sent.error).toMatchObject({ code: 'SERVER.SILENT', field: 'phone', params: { index: '1' } });
  });
});
