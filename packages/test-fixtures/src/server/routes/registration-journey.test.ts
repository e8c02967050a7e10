import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { contractHttp } from '../../test-support/contract-http';
import { RC } from '../context';
import { startContractServer, type ContractServer } from '../start-contract-server';

let server: ContractServer;
let http: ReturnType<typeof contractHttp>;

beforeAll(async () => {
  server = await startContractServer({ port: 0 });
  http = contractHttp(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const validCnValues = { name: '新观众', company: '新公司', position: 'buyer', industry: 'food', interest: ['sourcing'] };

describe('configuration per exhibition', () => {
  it('gives demo the #0a7cff theme, an open link and both languages', async () => {
    const { body } = await http.call('GET', `${RC}registerConfig/functionConfig`, { query: { exhibitionId: 'demo', registerType: 'visitor' } });
    expect(body.data).toMatchObject({ pageThemeColor: '#0a7cff', closeRegistrationLink: 0, stopRegistration: 0, cnLoginMode: 'appsms', enLoginMode: 'appemail', showConfirmationSwitch: 1 });
    const page = await http.call('GET', `${RC}pageConfig`, { query: { exhibitionId: 'demo', registerType: 'visitor' } });
    expect(page.body.data.pageThemeColor).toBe('#0a7cff');
  });

  it.each([
    ['closed-demo', { closeRegistrationLink: 1 }],
    ['stopped-demo', { stopRegistration: 1 }],
    ['card-demo', { businessCardSwitch: 1, questionnaireCount: 3 }],
    ['activity-demo', { conferenceFlow: 'activity' }],
    ['confirmation-demo', { conferenceFlow: 'confirmation' }],
    ['wechat-only-demo', { browserOpenSwitch: 0 }],
  ])('switches one rule on for %s', async (exhibitionId, expected) => {
    const { body } = await http.call('GET', `${RC}registerConfig/functionConfig`, { query: { exhibitionId, registerType: 'visitor' } });
    expect(body.data).toMatchObject(expected);
  });

  it('refuses an unknown exhibition with a 400', async () => {
    expect((await http.call('GET', `${RC}pageConfig`, { query: { exhibitionId: 'nope' } })).status).toBe(400);
  });

  it('serves the personal-info form per language and the exhibitor self-service form', async () => {
    const cn = await http.call('GET', `${RC}registerConfig/formConfig`, { query: { exhibitionId: 'demo', registerType: 'visitor', languageType: 'cn' } });
    const en = await http.call('GET', `${RC}registerConfig/formConfig`, { query: { exhibitionId: 'demo', registerType: 'visitor', languageType: 'en' } });
    expect(cn.body.data.map((f: { prop: string }) => f.prop)).toContain('idNumber');
    expect(en.body.data.map((f: { prop: string }) => f.prop)).toContain('country');
    const exhibitor = await http.call('GET', `${RC}formConfigForExhibitorSelf`, { query: { exhibitionId: 'demo', registerType: 'exhibitorDept' } });
    expect(exhibitor.body.data.find((f: { prop: string }) => f.prop === 'creditCode')).toMatchObject({ rule: 'creditCode', required: true });
  });

  it.each([
    ['?lang=en', { code: 'industry', lang: 'en' }, {}, 'Electronics'],
    ['the Language-Type header', { code: 'industry' }, { 'language-type': 'en' }, 'Electronics'],
    ['no language (Chinese)', { code: 'industry' }, {}, '电子电器'],
  ])('answers dictionaries in the language of %s', async (_name, query, headers, first) => {
    const { body } = await http.call('GET', '/api/blade-system/dict-biz/dictionary', { query, headers });
    expect(body.data[0]).toEqual({ dictKey: 'electronics', dictValue: first });
  });

  it('answers an unknown dictionary with an empty list', async () => {
    expect((await http.call('GET', '/api/blade-system/dict-biz/dictionary', { query: { code: 'nope' } })).body.data).toEqual([]);
  });
});

describe('the new-visitor journey: info → questionnaire → review', () => {
  async function newVisitor() {
    const login = await http.loginBySms(SEED.phones.newVisitor);
    await http.call('POST', `${RC}user/registerType/addAndGetAll`, { token: login.access_token, body: { exhibitionId: 'demo', topRegisterType: 'visitor' } });
    return login.access_token;
  }
  const submitInfo = (token: string, values: Record<string, unknown>, language = 'cn') =>
    http.call('POST', `${RC}userInfo/submit`, { token, headers: { 'language-type': language }, body: { exhibitionId: 'demo', registerType: 'visitor', values } });

  it.each([
    ['a required field is missing', { ...validCnValues, company: '' }, '请填写公司名称'],
    ['a name holds digits', { ...validCnValues, name: '张3' }, '姓名格式不正确'],
    ['a select value is not in its dictionary', { ...validCnValues, industry: 'spaceships' }, '所属行业格式不正确'],
    ['an ID number is malformed', { ...validCnValues, idNumber: '1234' }, '身份证号格式不正确'],
  ])('refuses the form with a 400 when %s', async (_name, values, msg) => {
    const token = await newVisitor();
    const { status, body } = await submitInfo(token, values);
    expect(status).toBe(400);
    expect(body.msg).toBe(msg);
    expect(server.state.findUser('demo', (u) => u.phone === SEED.phones.newVisitor)?.completeResult).toBe('');
  });

  it('words the refusal in English for an English caller', async () => {
    const token = await newVisitor();
    const { body } = await submitInfo(token, { firstName: 'Ann' }, 'en');
    expect(body.msg).toBe('Please fill in Last name');
  });

  it('marks the info complete, then the questionnaire, then puts the registration in review', async () => {
    const token = await newVisitor();
    const info = await submitInfo(token, validCnValues);
    expect(info.body.data).toMatchObject({ name: '新观众', company: '新公司', userExhibitionVO: { completeResult: 'succ', examineResult: '' } });

    const detail = await http.call('GET', `${RC}questionnaire/detail`, { query: { exhibitionId: 'demo', registerType: 'visitor', languageType: 'cn', index: '1' } });
    const questionnaire = detail.body.data;
    expect(questionnaire).toMatchObject({ id: 'q-demo-cn-1', index: 1 });
    const [purpose, products] = questionnaire.questions;

    const answers = [
      { questionId: purpose.id, optionIds: ['buy'] },
      { questionId: products.id, optionIds: ['robots', 'chips'] },
    ];
    const answered = await http.call('POST', `${RC}questionnaire/answer/submit`, {
      token,
      body: { exhibitionId: 'demo', questionnaireId: questionnaire.id, index: 1, answers },
    });
    expect(answered.body.data.userExhibitionVO).toMatchObject({ questionnaireResult: 'complete', examineResult: 'pending' });
    expect(server.state.answers).toHaveLength(1);
    expect(server.state.answers[0]?.body).toMatchObject({ questionnaireId: 'q-demo-cn-1', answers });
  });

  it('refuses answers that skip a required question or pick two options of a single choice', async () => {
    const token = await newVisitor();
    const submit = (answers: unknown) =>
      http.call('POST', `${RC}questionnaire/answer/submit`, { token, body: { exhibitionId: 'demo', questionnaireId: 'q-demo-cn-1', index: 1, answers } });
    expect((await submit([{ questionId: 'q-demo-cn-1-purpose', optionIds: ['buy'] }])).status).toBe(400);
    const twoForOne = await submit([
      { questionId: 'q-demo-cn-1-purpose', optionIds: ['buy', 'learn'] },
      { questionId: 'q-demo-cn-1-products', optionIds: ['chips'] },
    ]);
    expect(twoForOne.status).toBe(400);
    expect(server.state.answers).toHaveLength(0);
  });

  it('has no questionnaire beyond the count the exhibition asks', async () => {
    const two = await http.call('GET', `${RC}questionnaire/detail`, { query: { exhibitionId: 'demo', registerType: 'visitor', languageType: 'cn', index: '2' } });
    expect(two.body.data).toBeNull();
    const three = await http.call('GET', `${RC}questionnaire/detail`, { query: { exhibitionId: 'card-demo', registerType: 'visitor', languageType: 'en', index: '3' } });
    expect(three.body.data).toMatchObject({ id: 'q-card-demo-en-3', index: 3 });
  });
});
