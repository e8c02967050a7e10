// Each operation fails only with the codes it declares, and the codes that matter reach the caller as
// themselves (never folded into UNKNOWN): checked against the contract server's fault switches.
import { RC, SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { LOAD_CONFIG_ERRORS, LOGIN_BY_SMS_ERRORS } from '../../src/index';
import { getRegistration, SUBMIT_PERSONAL_INFO_ERRORS } from '../../src/registration';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const TOKEN = 'POST /api/blade-auth/oauth/token';
const FUNCTION_CONFIG = `GET ${RC}registerConfig/functionConfig`;
const SUBMIT_INFO = `POST ${RC}userInfo/submit`;

describe('the errors an operation returns', () => {
  it.each([
    ['a server error', { status500: true }, 'SERVER.FAILURE'],
    ['a business failure', { businessFailure: '请填写姓名' }, 'SERVER.SILENT'],
    ['a gateway 401', { unauthorized: 'gateway' as const }, 'AUTH.UNAUTHORIZED'],
  ])('loginBySms passes %s on as %s, one of its declared codes', async (_case, fault, code) => {
    const { client } = testClient(ctx.server, { retry: { retries: 0 } });
    await client.startFromLink.execute({ url: ctx.link() });
    ctx.server.faults.set(TOKEN, fault);

    const login = await client.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: SEED.code });

    expect(login).toMatchObject({ ok: false, error: { code } });
    expect(LOGIN_BY_SMS_ERRORS).toContain(code);
  });

  it('loadConfig reports a cut connection as NETWORK.EXCEPTION once its retries are spent', async () => {
    const { client } = testClient(ctx.server, { retry: { retries: 1, baseDelayMs: 5 } });
    await client.startFromLink.execute({ url: ctx.link() });
    ctx.server.faults.set(FUNCTION_CONFIG, { dropAfterCommit: true, times: 2 });

    const loaded = await client.loadConfig.execute();

    expect(loaded).toMatchObject({ ok: false, error: { code: 'NETWORK.EXCEPTION' } });
    expect(LOAD_CONFIG_ERRORS).toContain('NETWORK.EXCEPTION');
  });

  it('submitPersonalInfo reports a 2001 pass-through as SERVER.FAILURE, with the backend text kept', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.newVisitor);
    ctx.server.faults.set(SUBMIT_INFO, { passThrough: 2001 });
    const values = { name: '李新', company: '新展科技', position: 'manager', industry: 'electronics' };

    const submitted = await getRegistration(client).submitPersonalInfo.execute({ values });

    expect(submitted).toMatchObject({ ok: false, error: { code: 'SERVER.FAILURE', detail: '操作需要确认' } });
    expect(SUBMIT_PERSONAL_INFO_ERRORS).toContain('SERVER.FAILURE');
  });

  it('reports a wrong SMS code as AUTH.CODE_INVALID with the HTTP status and the backend text, not as SERVER.FAILURE', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });

    const login = await client.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: '000000' });

    expect(login).toMatchObject({ ok: false, error: { code: 'AUTH.CODE_INVALID', status: 400, detail: 'Verification code error', retryable: false } });
  });

  it('reports the 6th attempt after 5 wrong SMS codes as AUTH.CODE_ATTEMPTS_EXCEEDED even with the right code; a new code lets the login through', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });
    const phone = SEED.phones.approvedWithTicket;
    for (let i = 0; i < 5; i += 1) {
      expect(await client.loginBySms.execute({ phone, code: '000000' })).toMatchObject({ ok: false, error: { code: 'AUTH.CODE_INVALID' } });
    }

    const sixth = await client.loginBySms.execute({ phone, code: SEED.code });

    expect(sixth).toMatchObject({ ok: false, error: { code: 'AUTH.CODE_ATTEMPTS_EXCEEDED', status: 400, retryable: false } });
    expect(LOGIN_BY_SMS_ERRORS).toContain('AUTH.CODE_ATTEMPTS_EXCEEDED');
    expect((await client.sendVerificationCode.execute({ channel: 'sms', target: phone, scene: 'login' })).ok).toBe(true);
    expect((await client.loginBySms.execute({ phone, code: SEED.code })).ok).toBe(true);
  });

  it('reports a second code within the throttle as CODE.TOO_FREQUENT with the seconds to wait', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });
    const send = () => client.sendVerificationCode.execute({ channel: 'sms', target: SEED.phones.approvedWithTicket, scene: 'login' });

    expect((await send()).ok).toBe(true);
    const again = await send();

    expect(again).toMatchObject({ ok: false, error: { code: 'CODE.TOO_FREQUENT', status: 400, retryable: true } });
    expect(!again.ok && again.error.retryAfterSeconds).toBeGreaterThan(0);
  });
});
