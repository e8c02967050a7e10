// The real backend writes no JSON null ("" / -1 / {} by declared type). Against the contract server's
// Jackson-nulls switch, the SDK hands callers the same values as from a backend that writes nulls.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getRegistration } from '../../src/registration';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();

async function readEverything(jackson: boolean) {
  ctx.server.reset();
  ctx.server.jacksonNulls.on = jackson;
  const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
  const registration = getRegistration(client);
  const user = await client.fetchUser.execute();
  const form = await registration.fetchRegistrationForm.execute();
  const beyond = await registration.fetchQuestionnaire.execute({ index: 3 });
  const dept = await registration.fetchExhibitorDept.execute();
  const step = await client.nextStep.execute();
  return { user, form, beyond, dept, step };
}

describe('replies written without JSON null', () => {
  it('reach the caller exactly as replies with nulls do', async () => {
    const plain = await readEverything(false);
    const jackson = await readEverything(true);

    expect(jackson.user).toEqual(plain.user);
    expect(jackson.user.ok && jackson.user.value.visitingGroupLeaderVO).toBeNull();
    expect(jackson.form).toEqual(plain.form);
    expect(jackson.beyond).toEqual({ ok: true, value: null });
    expect(jackson.dept).toEqual(plain.dept);
    expect(jackson.step).toEqual({ ok: true, value: { kind: 'route', path: '/confirmation' } });
  });
});
