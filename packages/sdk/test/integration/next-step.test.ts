import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();

describe('next step after an SMS login, per seeded identity', () => {
  it.each([
    ['a new visitor with incomplete info', SEED.phones.newVisitor, '/infoWap'],
    ['a complete visitor with the cn questionnaire unanswered', SEED.phones.questionnairePending, '/questionnaire'],
    ['a visitor whose review is pending', SEED.phones.reviewPending, '/auditing'],
    ['an approved visitor with a ticket QR', SEED.phones.approvedWithTicket, '/confirmation'],
    ['an exhibitor', SEED.phones.exhibitor, '/user-center'],
    ['a trade-fair exhibitor', SEED.phones.tradeFairExhibitor, '/tradeFairSystem/home'],
    ['a group leader whose group is still forming', SEED.phones.groupLeaderForming, '/groupManagement'],
  ])('sends %s to %s', async (_who, phone, path) => {
    const { client } = await loggedIn(ctx.server, ctx.link(), phone);

    const step = await client.nextStep.execute();

    expect(step).toMatchObject({ ok: true, value: { kind: 'route', path } });
    expect(client.session.getSnapshot().user?.phone).toBe(phone);
  });

  it('follows a jump address only when its origin is on the allowlist', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.unsafeJump);

    const step = await client.nextStep.execute();

    expect(step.ok && step.value.kind).toBe('route');
    expect(JSON.stringify(step)).not.toContain('evil.example');
  });
});
