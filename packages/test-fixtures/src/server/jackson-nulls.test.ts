import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../data/seed.constants';
import { contractHttp } from '../test-support/contract-http';
import { RC } from './context';
import { jacksonView } from './jackson-nulls';
import { startContractServer, type ContractServer } from './start-contract-server';

let server: ContractServer;
let http: ReturnType<typeof contractHttp>;

beforeAll(async () => {
  server = await startContractServer({ port: 0 });
  http = contractHttp(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const userOf = async (phone: string) => {
  const { access_token } = await http.loginBySms(phone);
  const { body } = await http.call('POST', `${RC}user/registerType/addAndGetAll`, { token: access_token, body: { exhibitionId: 'demo', topRegisterType: 'visitor' } });
  return body.data;
};

describe('the Jackson-nulls switch', () => {
  it('writes a null object as {} and leaves set values alone', async () => {
    const plain = await userOf(SEED.phones.approvedWithTicket);
    await http.call('POST', '/__contract/jackson-nulls', { body: { on: true } });
    const jackson = await userOf(SEED.phones.approvedWithTicket);

    expect(plain.visitingGroupLeaderVO).toBeNull();
    expect(jackson.visitingGroupLeaderVO).toEqual({});
    expect({ ...jackson, visitingGroupLeaderVO: null }).toEqual(plain);
  });

  it('writes unset form-field options as "" and -1, and a missing questionnaire as {}', async () => {
    server.jacksonNulls.on = true;
    const form = await http.call('GET', `${RC}registerConfig/formConfig`, { query: { exhibitionId: 'demo', registerType: 'visitor', languageType: 'cn' } });
    const beyond = await http.call('GET', `${RC}questionnaire/detail`, { query: { exhibitionId: 'demo', registerType: 'visitor', languageType: 'cn', index: '3' } });

    const unlimited = form.body.data.find((field: { maxLength: number }) => field.maxLength === -1);
    expect(unlimited).toMatchObject({ maxLength: -1 });
    expect(form.body.data.every((field: Record<string, unknown>) => typeof field.dictCode === 'string' && typeof field.rule === 'string')).toBe(true);
    expect(beyond.body.data).toEqual({});
  });

  it('is off by default, and reset() puts it back to the start option', async () => {
    server.jacksonNulls.on = true;
    server.reset();

    expect(server.jacksonNulls.on).toBe(false);
    expect((await userOf(SEED.phones.approvedWithTicket)).visitingGroupLeaderVO).toBeNull();
  });

  it('refuses a switch request that is not {on: boolean}', async () => {
    expect((await http.call('POST', '/__contract/jackson-nulls', { body: { on: 'yes' } })).status).toBe(400);
  });
});

describe('jacksonView', () => {
  it('maps every null by its declared Java type and the whole null data to {}', () => {
    expect(jacksonView(null)).toEqual({});
    expect(jacksonView({ visitingGroupLeaderVO: null, name: null, maxLength: null, optionIds: null })).toEqual({ visitingGroupLeaderVO: {}, name: '', maxLength: -1, optionIds: [] });
    expect(jacksonView({ url: 'u', fields: { name: '张三' } })).toEqual({ url: 'u', fields: { name: '张三', company: '', position: '', phone: '', email: '' } });
  });
});
