import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../data/seed.constants';
import { contractHttp, type CallResult } from '../test-support/contract-http';
import { hasNull, misfits, setValues } from '../test-support/jackson-shape';
import { RC } from './context';
import { jacksonEnvelope, jacksonValue, JacksonNulls, registerJacksonNulls } from './jackson-nulls';
import { SERVER_AREAS } from './areas.generated';
import { REPLY_DATA } from './routes/all.routes';
import { startContractServer, type ContractServer } from './start-contract-server';
import { BARE, USER_INFO, type JavaKind } from './wire-field-types';

let server: ContractServer;
let http: ReturnType<typeof contractHttp>;

beforeAll(async () => {
  server = await startContractServer({ port: 0 });
  http = contractHttp(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const DEMO = { exhibitionId: 'demo', registerType: 'visitor' };
/** A phone nobody has used: it signs up, and addAndGetAll creates its registration. */
const FRESH_PHONE = '13912345678';

const addAndGetAll = async (phone: string) => {
  const { access_token } = await http.loginBySms(phone);
  const { body } = await http.call('POST', `${RC}user/registerType/addAndGetAll`, { token: access_token, body: { exhibitionId: 'demo', topRegisterType: 'visitor' } });
  return body.data;
};
const switchTo = (on: boolean) => http.call('POST', '/__contract/jackson-nulls', { body: { on } });
const formConfig = async () =>
  (await http.call('GET', `${RC}registerConfig/formConfig`, { query: { ...DEMO, languageType: 'cn' } })).body.data as Array<Record<string, unknown>>;
const questionnaire = async (index: number) =>
  (await http.call('GET', `${RC}questionnaire/detail`, { query: { ...DEMO, languageType: 'cn', index: String(index) } })).body.data;

/** One successful reply of every API route that answers JSON, keyed as in REPLY_DATA. */
async function everyReply(): Promise<Map<string, CallResult>> {
  const replies = new Map<string, CallResult>();
  const visitor = (await http.loginBySms(SEED.phones.approvedWithTicket)).access_token;
  const exhibitor = await http.loginBySms(SEED.phones.exhibitor);
  const card = (await http.loginBySms(SEED.phones.newVisitor, 'card-demo')).access_token;
  const call = async (method: 'GET' | 'POST', path: string, options: Parameters<typeof http.call>[2] = {}) => {
    replies.set(`${method} ${path}`, await http.call(method, path, options));
  };
  const upload = new FormData();
  upload.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'card.png');
  upload.append('exhibitionId', 'card-demo');

  await call('POST', `${RC}verificationCode/sms/send`, { body: { phone: '13911112222', scene: 'login' } });
  await call('POST', `${RC}verificationCode/whatsapp/send`, { body: { phone: '+4915112345678', scene: 'login' } });
  await call('POST', `${RC}verificationCode/email/send`, { body: { email: 'new@example.com', scene: 'login' } });
  await call('POST', `${RC}user/password/reset`, { body: { account: SEED.phones.approvedWithTicket, code: SEED.code, newPassword: 'New@2026pw', newPassword1: 'New@2026pw' } });
  await call('POST', `${RC}user/password/update`, { token: visitor, body: { oldPassword: 'New@2026pw', newPassword: 'Next@2026pw', newPassword1: 'Next@2026pw' } });
  await call('GET', `${RC}system/time`);
  await call('GET', `${RC}registerConfig/functionConfig`, { query: DEMO });
  await call('GET', `${RC}pageConfig`, { query: { exhibitionId: 'card-demo', registerType: 'visitor' } });
  await call('GET', `${RC}formConfigForExhibitorSelf`, { query: { exhibitionId: 'demo', registerType: 'exhibitorDept' } });
  await call('GET', `${RC}registerConfig/formConfig`, { query: { ...DEMO, languageType: 'cn' } });
  await call('GET', '/api/blade-system/dict-biz/dictionary', { query: { code: 'industry' } });
  await call('POST', `${RC}user/registerType/addAndGetAll`, { token: visitor, body: { exhibitionId: 'demo', topRegisterType: 'visitor' } });
  await call('POST', `${RC}userInfo/submit`, { token: visitor, headers: { 'language-type': 'cn' }, body: { ...DEMO, values: { name: '王五', company: '五金公司', position: 'buyer', industry: 'food' } } });
  await call('POST', `${RC}userInfo/businessCard/upload`, { token: card, body: upload });
  await call('GET', `${RC}questionnaire/detail`, { query: { ...DEMO, languageType: 'cn', index: '1' } });
  await call('POST', `${RC}questionnaire/answer/submit`, {
    token: visitor,
    body: { exhibitionId: 'demo', questionnaireId: 'q-demo-cn-1', index: 1, answers: [{ questionId: 'q-demo-cn-1-purpose', optionIds: ['buy'] }, { questionId: 'q-demo-cn-1-products', optionIds: ['chips'] }] },
  });
  await call('GET', `${RC}dept/getByExhibitionIdAndUserId`, { token: exhibitor.access_token, query: { userId: exhibitor.user_id, exhibitionId: 'demo' } });
  await call('POST', `${RC}userRegisterLink/save`, { body: { registerLinkId: 'link-1' } });
  await call('POST', `${RC}saveFissionParentId`, { body: { exhibitionId: 'demo', fissionParentBladeUserId: 'u-1' } });
  await call('POST', `${RC}registerLog/save`, { body: { exhibitionId: 'demo' } });
  await call('POST', `${RC}upgradeTicket`, { token: visitor, body: { exhibitionId: 'demo', upgradeTicket: 'vip' } });
  await call('GET', `${RC}invitation/share/link`, { token: visitor, query: { registerType: 'visitor' } });
  await call('GET', '/api/ef-connect-client/exhibitorServices/cacheUserIdAndToken', { token: visitor, query: { exhibitionId: 'demo' } });
  await call('POST', `${RC}wx/noToken/getJsSdk`, { body: { url: 'https://fair.example/a?b=1', tenantId: SEED.tenantId } });
  // An openid the redirect handed out just now, as a tab's own redirect would bring back.
  server.state.openidsHandedOut.set('o-nobody', server.now());
  await call('POST', `${RC}wx/openid/bind`, { token: visitor, body: { openid: 'o-nobody' } });
  await call('POST', `${RC}wx/openid/remove`, { token: visitor, body: { openid: 'o-nobody' } });
  await call('GET', `${RC}article/detail`, { query: { id: '1' } });
  await call('GET', `${RC}article/list`, { query: { exhibitionId: 'demo', current: '1', size: '2' } });
  await call('POST', `${RC}log/bury`, { body: { event: 'view', page: '/registration' } });
  await call('POST', '/api/blade-auth/oauth/logout', { token: visitor });
  return replies;
}

describe('the Jackson-nulls switch, on', () => {
  beforeEach(async () => {
    await switchTo(true);
  });

  it('answers a new visitor\'s addAndGetAll with "" for unset strings and {} for the missing group-leader record', async () => {
    const user = await addAndGetAll(FRESH_PHONE);

    expect(user).toMatchObject({ phone: FRESH_PHONE, name: '', company: '', userCode: '', userQr: '', jumpUrl: '', isHaveTicket: 0, visitingGroupLeaderVO: {} });
    expect(user.userExhibitionVO).toEqual({ registerType: 'visitor', completeResult: '', examineResult: '', questionnaireResult: '', questionnaireTwoResult: '', questionnaireThreeResult: '' });
    expect(misfits(user, USER_INFO)).toEqual([]);
  });

  it('writes fields the model leaves null or out by their declared type: "" / -1 / {…: -1}', async () => {
    await addAndGetAll(FRESH_PHONE);
    const record = server.state.users.find((u) => u.phone === FRESH_PHONE)!;
    Object.assign(record, { name: null, userCode: undefined, isHaveTicket: null, isHaveConferenceRegistration: undefined, visitingGroupLeader: {} });

    const user = await addAndGetAll(FRESH_PHONE);
    expect(user).toMatchObject({ name: '', userCode: '', isHaveTicket: -1, isHaveConferenceRegistration: -1, visitingGroupLeaderVO: { processStatus: -1 } });
  });

  it('writes unset lists as [] and unset booleans as false', async () => {
    server.state.registrationForms.cn[0] = { ...server.state.registrationForms.cn[0]!, required: undefined as unknown as boolean };
    const question = server.state.questionnaires.find((q) => q.questionnaire.id === 'q-demo-cn-1')!.questionnaire.questions[2]!;
    (question as { options?: unknown }).options = undefined;

    expect((await formConfig())[0]).toMatchObject({ prop: 'name', required: false });
    expect((await questionnaire(1)).questions[2]).toMatchObject({ type: 'text', options: [] });
  });

  it('writes the form fields\' unset options as "" and -1, and a missing questionnaire or exhibitor as {}', async () => {
    const position = (await formConfig()).find((field) => field.prop === 'position');
    const { access_token, user_id } = await http.loginBySms(SEED.phones.approvedWithTicket);
    const dept = await http.call('GET', `${RC}dept/getByExhibitionIdAndUserId`, { token: access_token, query: { userId: user_id, exhibitionId: 'demo' } });

    expect(position).toEqual({ prop: 'position', label: '职位', labelEn: 'Position', type: 'select', required: true, dictCode: 'position', rule: '', maxLength: -1, placeholder: '', placeholderEn: '' });
    expect(await questionnaire(3)).toEqual({});
    expect(dept.body.data).toEqual({});
  });

  it('leaves no null in any reply, and every reply has all the fields its declared type has', async () => {
    const replies = await everyReply();

    for (const [key, { status, body }] of replies) {
      expect({ key, status }).toEqual({ key, status: 200 });
      expect({ key, nulls: hasNull(body) }).toEqual({ key, nulls: false });
      const kind = REPLY_DATA[key];
      expect(kind, key).toBeDefined();
      if (kind !== BARE && kind !== undefined) expect({ key, misfits: misfits(body.data, kind) }).toEqual({ key, misfits: [] });
    }
    // Every core route that answers JSON on success was called (the token is bare, the openid route
    // redirects); each business area's routes have their area's own test (ticketing-jackson.test.ts,
    // aftersales-jackson.test.ts, conference-jackson.test.ts, groups-jackson.test.ts …).
    const ownTests = Object.values(SERVER_AREAS).map((area) => area.replyData);
    const untested = Object.keys(REPLY_DATA).filter((key) => !replies.has(key) && !ownTests.some((table) => key in table));
    expect(untested).toEqual(['POST /api/blade-auth/oauth/token', `GET ${RC}wx/noToken/openid`]);
  });

  it('answers the same set values as with the switch off', async () => {
    const jackson = await everyReply();
    server.reset();
    const plain = await everyReply();

    const volatile = new Set([`GET ${RC}system/time`, `POST ${RC}wx/noToken/getJsSdk`, 'GET /api/ef-connect-client/exhibitorServices/cacheUserIdAndToken', `POST ${RC}userInfo/businessCard/upload`]);
    for (const [key, reply] of plain) {
      if (volatile.has(key)) continue;
      expect({ key, body: setValues(jackson.get(key)?.body, reply.body) }).toEqual({ key, body: reply.body });
    }
  });

  it('gives service failures data {} (R.fail through the same ObjectMapper) but leaves the gateway 401 and the token endpoint alone', async () => {
    const failure = await http.call('GET', `${RC}pageConfig`, { query: { exhibitionId: 'nope' } });
    const notFound = await http.call('GET', `${RC}no/such/thing`);
    const gateway = await http.call('POST', `${RC}user/registerType/addAndGetAll`, { body: { exhibitionId: 'demo' } });
    server.faults.set(`GET ${RC}system/time`, { unauthorized: 'inService', times: 1 });
    const inService = await http.call('GET', `${RC}system/time`);
    server.faults.set(`GET ${RC}system/time`, { status500: true, times: 1 });
    const serverError = await http.call('GET', `${RC}system/time`);
    const token = await http.token({ grant_type: 'appsms', phone: SEED.phones.approvedWithTicket, code: SEED.code });
    const badToken = await http.token({ grant_type: 'appsms', phone: SEED.phones.approvedWithTicket, code: '000000' });

    expect(failure).toMatchObject({ status: 400, body: { code: 400, success: false, data: {} } });
    expect(notFound).toMatchObject({ status: 404, body: { success: false, data: {} } });
    expect(inService).toMatchObject({ status: 200, body: { code: 401, success: false, data: {} } });
    expect(serverError).toMatchObject({ status: 500, body: { code: 500, data: {} } });
    expect(gateway.status).toBe(401);
    expect(gateway.body).toEqual({ code: 401, msg: '请求未授权', data: null });
    expect(Object.keys(token.body)).not.toContain('data');
    expect(token.body.avatar).toBe('');
    expect(badToken.body).toEqual({ error: 'invalid_grant', error_description: 'Verification code error' });
  });

  it('rewrites the handler\'s data under a pass-through code, and with string codes', async () => {
    server.faults.set(`POST ${RC}user/registerType/addAndGetAll`, { passThrough: 2001, stringCodes: true });
    const { access_token } = await http.loginBySms(FRESH_PHONE);
    const { body } = await http.call('POST', `${RC}user/registerType/addAndGetAll`, { token: access_token, body: { exhibitionId: 'demo', topRegisterType: 'visitor' } });

    expect(body).toMatchObject({ code: '2001', success: false, data: { phone: FRESH_PHONE, visitingGroupLeaderVO: {} } });
  });
});

describe('the Jackson-nulls switch, off', () => {
  it('is off by default and changes nothing: nulls stay null, unset fields stay out', async () => {
    const user = await addAndGetAll(FRESH_PHONE);
    const position = (await formConfig()).find((field) => field.prop === 'position');
    const failure = await http.call('GET', `${RC}pageConfig`, { query: { exhibitionId: 'nope' } });

    expect((await http.call('GET', '/__contract/jackson-nulls')).body).toEqual({ on: false });
    expect(user.visitingGroupLeaderVO).toBeNull();
    expect(position).toEqual({ prop: 'position', label: '职位', labelEn: 'Position', type: 'select', required: true, dictCode: 'position' });
    expect(await questionnaire(3)).toBeNull();
    expect(failure.body.data).toBeNull();
  });

  it('can be switched on and off over HTTP; reset() turns it off again', async () => {
    expect((await switchTo(true)).body).toEqual({ on: true });
    expect((await addAndGetAll(FRESH_PHONE)).visitingGroupLeaderVO).toEqual({});
    expect((await http.call('GET', '/__contract/state')).body.jacksonNulls).toBe(true);
    await switchTo(false);
    expect((await addAndGetAll(FRESH_PHONE)).visitingGroupLeaderVO).toBeNull();

    server.jacksonNulls.on = true;
    await http.call('POST', '/__contract/reset');
    expect(server.jacksonNulls.on).toBe(false);
  });

  it('refuses a switch request that is not {on: boolean}', async () => {
    expect((await http.call('POST', '/__contract/jackson-nulls', { body: { on: 'yes' } })).status).toBe(400);
  });
});

describe('the start option jacksonNulls', () => {
  it('turns the switch on, and reset() keeps it on', async () => {
    const jacksonServer = await startContractServer({ port: 0, jacksonNulls: true });
    try {
      const client = contractHttp(jacksonServer.url);
      const beyond = () => client.call('GET', `${RC}questionnaire/detail`, { query: { ...DEMO, languageType: 'cn', index: '3' } });
      expect((await beyond()).body.data).toEqual({});
      await client.call('POST', '/__contract/jackson-nulls', { body: { on: false } });
      expect((await beyond()).body.data).toBeNull();

      jacksonServer.reset();
      expect(jacksonServer.jacksonNulls.on).toBe(true);
      expect((await beyond()).body.data).toEqual({});
    } finally {
      await jacksonServer.close();
    }
  });
});

describe('registerJacksonNulls', () => {
  it('refuses an API route whose reply type is not declared', async () => {
    const app = Fastify();
    registerJacksonNulls(app, new JacksonNulls(false), REPLY_DATA);
    expect(() => app.get('/api/ef-registration-client/something/new', async () => ({}))).toThrow(/REPLY_DATA/);
    expect(() => app.get('/not-api', async () => ({}))).not.toThrow();
    await app.close();
  });
});

describe('jacksonValue / jacksonEnvelope', () => {
  const kind: JavaKind = {
    object: { name: 'string', count: 'number', on: 'boolean', tags: { list: 'string' }, leader: { object: { status: 'number' } }, rows: { list: { object: { id: 'string', n: 'number' } } } },
  };

  it('writes every null and unset declared field by its kind and keeps set and undeclared values', () => {
    expect(jacksonValue({ name: null, rows: [{ id: 'a' }], extra: 'kept' }, kind)).toEqual({
      name: '',
      count: -1,
      on: false,
      tags: [],
      leader: {},
      rows: [{ id: 'a', n: -1 }],
      extra: 'kept',
    });
    const full = { name: 'x', count: 0, on: true, tags: ['t'], leader: { status: 0 }, rows: [] };
    expect(jacksonValue(full, kind)).toEqual(full);
  });

  it('maps a null data by the declared type: {} for objects and Void, [] for lists, -1 for numbers', () => {
    expect(jacksonValue(null, kind)).toEqual({});
    expect(jacksonValue(undefined, { list: kind })).toEqual([]);
    expect(jacksonValue(null, 'number')).toBe(-1);
  });

  it('turns a service failure\'s null data into {} and leaves a body without success alone', () => {
    expect(jacksonEnvelope({ code: 400, success: false, data: null, msg: 'no' }, kind)).toEqual({ code: 400, success: false, data: {}, msg: 'no' });
    const gateway = { code: 401, msg: '请求未授权', data: null } as unknown as Parameters<typeof jacksonEnvelope>[0];
    expect(jacksonEnvelope(gateway, kind)).toBe(gateway);
  });
});
