// The exhibitor manual over the wire (issue 30): a section's text and forms, the fascia of every
// standard booth (both texts typed twice, the free allowance, flow tables 1–3, drafts kept), one part,
// 5007 without a booth, 5008 for raw space, 5003 after the deadline, and the company form completing
// the profile.
import { describe, expect, it } from 'vitest';
import { EXHIBITOR_SEED } from '../../data/exhibitor.data';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

const { shop } = await ticketingTestServer();
const P = EXHIBITOR_SEED.phones;
const demo = { exhibitionId: 'demo' };
const fascia = { fasciaText: '示范电子', fasciaTextConfirm: '示范电子', fasciaTextEn: 'Demo Electronics', fasciaTextEnConfirm: 'Demo Electronics', shelves: 8, hangingRods: 2, flowTableSets: 1 };

describe('the fascia section', () => {
  it('shows each standard booth with its allowance, A1-101 a draft and A1-102 not started', async () => {
    const token = await shop.login(P.admin);
    const { body } = await shop.get(token, 'exhibitor/manual', { ...demo, materialTypeV2: 'board' });
    expect(body.data.html).toContain('楣板');
    expect(body.data.fascia.map((b: Record<string, unknown>) => [b.boothNo, b.areaM2, b.freeItems, b.state])).toEqual([
      ['A1-101', 18, 20, 'draft'],
      ['A1-102', 9, 10, 'notStarted'],
    ]);
    const part = await shop.get(token, 'exhibitor/manual', { ...demo, materialTypeV2: 'board', part: 'A1-102' });
    expect(part.body.data.fascia.map((b: Record<string, unknown>) => b.boothNo)).toEqual(['A1-102']);
  });

  it('refuses a mismatch and too many items, keeps a draft, and hands in each booth once', async () => {
    const token = await shop.login(P.admin);
    const save = (values: Record<string, unknown>, part = 'A1-101', draft = false) => shop.post(token, 'exhibitor/manual/save', { ...demo, materialTypeV2: 'board', part, values, draft });
    expect((await save({ ...fascia, fasciaTextEnConfirm: 'Demo' })).body).toMatchObject({ code: 400, msg: '两次输入的楣板文字不一致' });
    expect((await save({ ...fascia, shelves: 19, hangingRods: 2 })).body).toMatchObject({ code: 400, data: { problem: 'itemsLimit' } });
    expect((await save({ ...fascia, shelves: 5, hangingRods: 5 }, 'A1-102')).status).toBe(200);
    const draft = await save({ fasciaText: '半成品' }, 'A1-101', true);
    expect(draft.body.data.fascia[0]).toMatchObject({ boothNo: 'A1-101', state: 'draft', values: { fasciaText: '半成品' } });
    const done = await save({ ...fascia, shelves: 18, hangingRods: 2 });
    expect(done.body.data).toMatchObject({ state: 'submitted', fascia: [{ boothNo: 'A1-101', state: 'submitted' }] });
  });

  it('answers 5007 without a booth and 5008 for raw space', async () => {
    const noBooth = await shop.login(P.noBooth);
    expect((await shop.get(noBooth, 'exhibitor/manual', { ...demo, materialTypeV2: 'board' })).body).toMatchObject({ code: 5007 });
    const raw = await shop.login(P.rawSpace);
    expect((await shop.get(raw, 'exhibitor/manual', { ...demo, materialTypeV2: 'board' })).body).toMatchObject({ code: 5008 });
  });
});

describe('a manual section with forms', () => {
  it('shows the text and forms, keeps a draft and refuses a write after the deadline with 5003', async () => {
    const token = await shop.login(P.admin);
    const build = await shop.get(token, 'exhibitor/manual', { ...demo, materialTypeV2: 'build' });
    expect(build.body.data.forms.map((f: Record<string, unknown>) => f.id)).toEqual(['builder', 'power']);
    const saved = await shop.post(token, 'exhibitor/manual/save', { ...demo, materialTypeV2: 'build', part: 'power', values: { powerKw: '6' }, draft: true });
    expect(saved.body.data.forms[0]).toMatchObject({ id: 'power', state: 'draft', values: [{ prop: 'powerKw', values: ['6'] }] });
    const missing = await shop.post(token, 'exhibitor/manual/save', { ...demo, materialTypeV2: 'build', part: 'builder', values: { builderName: '' }, draft: false });
    expect(missing.status).toBe(400);
    const late = await shop.post(token, 'exhibitor/manual/save', { ...demo, materialTypeV2: 'security', part: 'pledge', values: { signatory: '陈展商' }, draft: false });
    expect(late.body).toMatchObject({ code: 5003, msg: '信息提交已关闭' });
  });
});

describe('the company form', () => {
  it('completes the profile of 13800000201 once the form is valid', async () => {
    const token = await shop.login(P.formIncomplete);
    const values = { fullName: '待审科技有限公司', creditCode: '91310000MA1FL4CT3U', contact: '魏填表', mobile: '13800000201', scale: 'small' };
    expect((await shop.post(token, 'exhibitor/form/submit', { ...demo, values: { ...values, scale: 'huge' } })).status).toBe(400);
    const { body } = await shop.post(token, 'exhibitor/form/submit', { ...demo, values });
    expect(body.data.completeResult).toBe('succ');
    expect((await shop.get(token, 'exhibitor/profile', demo)).body.data.completeResult).toBe('succ');
  });
});
