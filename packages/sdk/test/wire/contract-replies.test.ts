// The contract server's own replies as test data: every endpoint is read once with its Jackson-nulls
// switch off (JSON null, unset fields left out) and once with it on (the real backend's "" / -1 / false
// / [] / {}); after normalising, both are the same, and the plain reply passes unchanged.
// The contract server runs in this process to produce real replies.
import { RC, SEED, startContractServer, type ContractServer } from '@fairpass/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseArticle, normaliseArticlePage } from '../../src/content/content.normalisers';
import { normaliseDictionary } from '../../src/content/content.normalisers';
import { normaliseFunctionConfig, normalisePageConfig } from '../../src/wire/config.normalisers';
import { normaliseCacheKey, normaliseInvitationLinkInfo, normaliseJsSdkSignature, normaliseSystemTime } from '../../src/wire/link.normalisers';
import {
  normaliseBusinessCardScan,
  normaliseExhibitorInfo,
  normaliseFormFields,
  normaliseQuestionnaire,
} from '../../src/registration/registration.normalisers';
import { normaliseUserInfo } from '../../src/wire/user-info.normaliser';

const NOW = Date.UTC(2026, 4, 1, 8, 0, 0);
const BASIC = `Basic ${Buffer.from(`${SEED.client.id}:${SEED.client.secret}`).toString('base64')}`;
/** A phone nobody has used: addAndGetAll creates its registration with nothing filled in. */
const FRESH_PHONE = '13912345678';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer({ port: 0, now: () => NOW });
});
afterAll(() => server.close());

async function call(method: 'GET' | 'POST', path: string, options: { query?: Record<string, string>; body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<unknown> {
  const url = new URL(path, server.url);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { authorization: BASIC, ...options.headers };
  if (options.token) headers['blade-auth'] = `bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, { method, headers, body });
  const envelope = (await response.json()) as { code: number; data: unknown; msg: string };
  if (response.status !== 200 || envelope.code !== 200) throw new Error(`${method} ${path}: ${response.status} ${envelope.msg}`);
  return envelope.data;
}

async function login(phone: string, exhibitionId = 'demo'): Promise<{ token: string; userId: string }> {
  const form = new URLSearchParams({ grant_type: 'appsms', scope: 'all', tenantId: SEED.tenantId, type: 'visitor', exhibitionid: exhibitionId, languatetype: 'cn', phone, code: SEED.code });
  const response = await fetch(new URL('/api/blade-auth/oauth/token', server.url), {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const body = (await response.json()) as { access_token: string; user_id: string };
  return { token: body.access_token, userId: body.user_id };
}

const DEMO = { exhibitionId: 'demo', registerType: 'visitor' };

/** Every read and write whose reply a gateway normalises, from a freshly seeded server. */
async function replies(jacksonNulls: boolean): Promise<Record<string, unknown>> {
  server.reset();
  server.jacksonNulls.on = jacksonNulls;
  const fresh = await login(FRESH_PHONE);
  const leader = await login(SEED.phones.groupLeaderForming);
  const approved = await login(SEED.phones.approvedWithTicket);
  const exhibitor = await login(SEED.phones.exhibitor);
  const card = await login(SEED.phones.newVisitor, 'card-demo');
  const upload = new FormData();
  upload.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'card.png');
  upload.append('exhibitionId', 'card-demo');
  const addAndGetAll = (token: string) => call('POST', `${RC}user/registerType/addAndGetAll`, { token, body: { exhibitionId: 'demo', topRegisterType: 'visitor' } });

  return {
    newVisitor: await addAndGetAll(fresh.token),
    groupLeader: await addAndGetAll(leader.token),
    approved: await addAndGetAll(approved.token),
    submitted: await call('POST', `${RC}userInfo/submit`, {
      token: fresh.token,
      headers: { 'language-type': 'cn' },
      body: { ...DEMO, values: { name: '王五', company: '五金公司', position: 'buyer', industry: 'food' } },
    }),
    answered: await call('POST', `${RC}questionnaire/answer/submit`, {
      token: fresh.token,
      body: { exhibitionId: 'demo', questionnaireId: 'q-demo-cn-1', index: 1, answers: [{ questionId: 'q-demo-cn-1-purpose', optionIds: ['buy'] }, { questionId: 'q-demo-cn-1-products', optionIds: ['chips'] }] },
    }),
    functionConfig: await call('GET', `${RC}registerConfig/functionConfig`, { query: DEMO }),
    pageConfig: await call('GET', `${RC}pageConfig`, { query: { exhibitionId: 'card-demo', registerType: 'visitor' } }),
    formCn: await call('GET', `${RC}registerConfig/formConfig`, { query: { ...DEMO, languageType: 'cn' } }),
    formEn: await call('GET', `${RC}registerConfig/formConfig`, { query: { ...DEMO, languageType: 'en' } }),
    formExhibitor: await call('GET', `${RC}formConfigForExhibitorSelf`, { query: { exhibitionId: 'demo', registerType: 'exhibitorDept' } }),
    dictionary: await call('GET', '/api/blade-system/dict-biz/dictionary', { query: { code: 'industry' } }),
    unknownDictionary: await call('GET', '/api/blade-system/dict-biz/dictionary', { query: { code: 'nope' } }),
    questionnaire: await call('GET', `${RC}questionnaire/detail`, { query: { ...DEMO, languageType: 'cn', index: '1' } }),
    noQuestionnaire: await call('GET', `${RC}questionnaire/detail`, { query: { ...DEMO, languageType: 'cn', index: '3' } }),
    dept: await call('GET', `${RC}dept/getByExhibitionIdAndUserId`, { token: exhibitor.token, query: { userId: exhibitor.userId, exhibitionId: 'demo' } }),
    noDept: await call('GET', `${RC}dept/getByExhibitionIdAndUserId`, { token: approved.token, query: { userId: approved.userId, exhibitionId: 'demo' } }),
    card: await call('POST', `${RC}userInfo/businessCard/upload`, { token: card.token, body: upload }),
    shareLink: await call('GET', `${RC}invitation/share/link`, { token: approved.token, query: { registerType: 'visitor' } }),
    jsSdk: await call('POST', `${RC}wx/noToken/getJsSdk`, { body: { url: 'https://fair.example/a?b=1', tenantId: SEED.tenantId } }),
    cacheKey: await call('GET', '/api/ef-connect-client/exhibitorServices/cacheUserIdAndToken', { token: approved.token, query: { exhibitionId: 'demo' } }),
    article: await call('GET', `${RC}article/detail`, { query: { id: '2' } }),
    articlePage: await call('GET', `${RC}article/list`, { query: { exhibitionId: 'demo', current: '1', size: '2' } }),
    systemTime: await call('GET', `${RC}system/time`),
  };
}

/** Which normaliser each reply goes through (the endpoint it came from is in `replies`). */
const NORMALISERS: Record<string, (raw: unknown) => unknown> = {
  newVisitor: normaliseUserInfo,
  groupLeader: normaliseUserInfo,
  approved: normaliseUserInfo,
  submitted: normaliseUserInfo,
  answered: normaliseUserInfo,
  functionConfig: normaliseFunctionConfig,
  pageConfig: normalisePageConfig,
  formCn: normaliseFormFields,
  formEn: normaliseFormFields,
  formExhibitor: normaliseFormFields,
  dictionary: normaliseDictionary,
  unknownDictionary: normaliseDictionary,
  questionnaire: normaliseQuestionnaire,
  noQuestionnaire: normaliseQuestionnaire,
  dept: normaliseExhibitorInfo,
  noDept: normaliseExhibitorInfo,
  card: normaliseBusinessCardScan,
  shareLink: normaliseInvitationLinkInfo,
  jsSdk: normaliseJsSdkSignature,
  cacheKey: normaliseCacheKey,
  article: normaliseArticle,
  articlePage: normaliseArticlePage,
  systemTime: normaliseSystemTime,
};

/** Replies that differ between two calls whatever the switch (random nonces, keys, upload ids). */
const withoutRandom = (name: string, value: unknown): unknown => {
  if (name === 'jsSdk') return { ...(value as object), nonceStr: 'random', signature: 'random' };
  if (name === 'cacheKey') return { cacheKey: 'random' };
  if (name === 'card') return { ...(value as object), url: 'random' };
  return value;
};

describe('the contract server\'s replies, normalised', () => {
  let plain: Record<string, unknown>;
  let jackson: Record<string, unknown>;

  beforeAll(async () => {
    plain = await replies(false);
    jackson = await replies(true);
  });

  it('come from every endpoint with a normaliser, and the Jackson replies do differ from the plain ones', () => {
    expect(Object.keys(plain).sort()).toEqual(Object.keys(NORMALISERS).sort());
    expect(jackson.newVisitor).toMatchObject({ visitingGroupLeaderVO: {} });
    expect(jackson.noQuestionnaire).toEqual({});
    expect(jackson.noDept).toEqual({});
    expect(jackson.formCn).not.toEqual(plain.formCn);
    expect(plain.newVisitor).toMatchObject({ visitingGroupLeaderVO: null });
  });

  it.each(Object.keys(NORMALISERS))('%s: the Jackson reply reads as the plain one', (name) => {
    const normalise = NORMALISERS[name]!;
    expect(withoutRandom(name, normalise(jackson[name]))).toEqual(withoutRandom(name, normalise(plain[name])));
  });

  it.each(Object.keys(NORMALISERS))('%s: the plain reply passes unchanged', (name) => {
    expect(NORMALISERS[name]!(plain[name])).toBe(plain[name]);
  });

  it('reads "no questionnaire", "no exhibitor" and "no group leader" as null either way', () => {
    for (const replies of [plain, jackson]) {
      expect(normaliseQuestionnaire(replies.noQuestionnaire)).toBeNull();
      expect(normaliseExhibitorInfo(replies.noDept)).toBeNull();
      expect(normaliseUserInfo(replies.newVisitor).visitingGroupLeaderVO).toBeNull();
      expect(normaliseUserInfo(replies.groupLeader).visitingGroupLeaderVO).toEqual({ processStatus: 0, subordinate: false });
      expect(normaliseSystemTime(replies.systemTime)).toBe(NOW);
    }
  });
});
