import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../data/seed.constants';
import { contractHttp } from '../test-support/contract-http';
import { RC } from './context';
import { startContractServer, type ContractServer } from './start-contract-server';
import { line } from './kit/text-rule';
import { ALL_TEXT_RULES } from './routes/all.routes';
import { OTHER_TEXT_MAX, TEXT_RULES, textProblemMessage, textProblemOf } from './text-fields';

describe('the text rules', () => {
  it("take an area's own columns beside the shared ones (serverArea.textRules)", () => {
    const rules = { ...TEXT_RULES, exhibitName: line(60, '展品名称', 'Exhibit name') };
    expect(textProblemOf({ exhibits: [{ exhibitName: 'e'.repeat(61) }] }, rules)).toMatchObject({ path: 'exhibits[0].exhibitName', kind: 'tooLong', max: 60 });
    expect(textProblemOf({ exhibits: [{ exhibitName: 'e'.repeat(61) }] })).toBeUndefined();
    for (const [field, rule] of Object.entries(TEXT_RULES)) expect(ALL_TEXT_RULES[field]).toBe(rule);
  });

  it.each([
    ['a name of 50 characters', { name: '张'.repeat(50) }],
    ['a company of 100 characters', { values: { company: 'c'.repeat(100) } }],
    ['a remark on several lines, with a tab', { remark: '第一行\r\n第二行\t完' }],
    ['an emoji counted as one character', { name: '😀'.repeat(50) }],
    ['numbers, booleans and nulls', { size: 3, ok: true, none: null }],
  ])('accepts %s', (_name, body) => {
    expect(textProblemOf(body)).toBeUndefined();
  });

  it.each([
    ['a name of 51 characters', { name: '张'.repeat(51) }, { path: 'name', kind: 'tooLong', max: 50 }],
    ['an invoice title of 101 characters', { header: { title: 't'.repeat(101) } }, { path: 'header.title', kind: 'tooLong', max: 100 }],
    ['a remark of 501 characters', { remark: 'r'.repeat(501) }, { path: 'remark', kind: 'tooLong', max: 500 }],
    ['a NUL in any text', { registerLinkId: 'a\u0000b' }, { path: 'registerLinkId', kind: 'control' }],
    ['an escape character in a remark', { remark: 'x\u001B[2J' }, { path: 'remark', kind: 'control' }],
    ['DEL in a company', { values: { company: 'ab\u007F' } }, { path: 'values.company', kind: 'control' }],
    ['a line break in a name', { members: [{ name: '甲成员' }, { name: '乙\n成员' }] }, { path: 'members[1].name', kind: 'control' }],
    ['a tab in a one-line field', { company: '公司\t名' }, { path: 'company', kind: 'control' }],
    ['any other text over the ceiling', { url: 'u'.repeat(OTHER_TEXT_MAX + 1) }, { path: 'url', kind: 'tooLong', max: OTHER_TEXT_MAX }],
    ['a name in a list of names', { name: ['甲', '乙\u0007'] }, { path: 'name[1]', kind: 'control' }],
  ])('refuses %s', (_name, body, expected) => {
    expect(textProblemOf(body)).toMatchObject(expected);
  });

  it('says which field and why, in Chinese or English', () => {
    const tooLong = textProblemOf({ header: { title: 't'.repeat(101) } });
    const control = textProblemOf({ name: 'a\u0000' });
    expect(tooLong && textProblemMessage(tooLong, 'cn')).toBe('抬头不能超过 100 个字符');
    expect(tooLong && textProblemMessage(tooLong, 'en')).toBe('Title must be at most 100 characters');
    expect(control && textProblemMessage(control, 'cn')).toBe('姓名含有不允许的控制字符');
    expect(control && textProblemMessage(control, 'en')).toBe('Name contains characters that are not allowed');
  });
});

describe('text fields over HTTP', () => {
  let server: ContractServer;
  let http: ReturnType<typeof contractHttp>;

  beforeAll(async () => {
    server = await startContractServer({ port: 0 });
    http = contractHttp(server.url);
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const personal = { kind: 'personal', invoiceType: 'ordinary', title: '李雷', delivery: 'email', deliverTo: 'lilei@example.com' };
  const personId = `p-${SEED.phones.aftersalesBuyer}`;
  const saveHeader = async (header: object, language = 'cn') => {
    const login = await http.loginBySms(SEED.phones.aftersalesBuyer);
    return http.call('POST', `${RC}invoiceHeader/save`, { token: login.access_token, headers: { 'language-type': language }, body: header });
  };

  it('refuses an invoice title over 100 characters with a 400 business failure, and stores nothing', async () => {
    const before = server.state.ticketing.headers.ofPerson(personId).length;
    const { status, body } = await saveHeader({ ...personal, title: '长'.repeat(101) });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, success: false, data: null, msg: '抬头不能超过 100 个字符' });
    expect(server.state.ticketing.headers.ofPerson(personId)).toHaveLength(before);
    expect((await saveHeader({ ...personal, title: '长'.repeat(100) })).body).toMatchObject({ code: 200 });
    expect(server.state.ticketing.headers.ofPerson(personId)).toHaveLength(before + 1);
  });

  it('says it in English to an English caller', async () => {
    expect((await saveHeader({ ...personal, title: 'T'.repeat(101) }, 'en')).body.msg).toBe('Title must be at most 100 characters');
  });

  it('refuses control characters in the registration form’s fields before the form check', async () => {
    const login = await http.loginBySms(SEED.phones.newVisitor);
    const values = { name: '新观众', company: '新\u0000公司', position: 'buyer', industry: 'food' };
    const { status, body } = await http.call('POST', `${RC}userInfo/submit`, { token: login.access_token, body: { exhibitionId: 'demo', registerType: 'visitor', values } });
    expect(status).toBe(400);
    expect(body.msg).toBe('公司名称含有不允许的控制字符');
    expect(server.state.userById(login.user_id)?.company).not.toContain('\u0000');
  });

  it('refuses a control character in any other text of a write, naming the field', async () => {
    const { status, body } = await http.call('POST', `${RC}userRegisterLink/save`, { body: { registerLinkId: 'rl\u001b1' } });
    expect(status).toBe(400);
    expect(body.msg).toBe('registerLinkId含有不允许的控制字符');
    expect(server.state.registerLinks).toHaveLength(0);
  });

  it('leaves the token endpoint to its own checks (its failures keep the OAuth shape)', async () => {
    const { status, body } = await http.token({ grant_type: 'appsms', phone: '1380000\u00000004', code: SEED.code });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_grant', error_description: 'Incorrect phone number' });
  });
});
