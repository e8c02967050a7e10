// The exhibitor manual over real HTTP against the contract server, answering as the real backend's
// Jackson setup does (a fascia never saved written {}, no refusal reason ""): the fascia of both of
// dept-1001's booths with their allowances, a mismatch and too many items refused before sending, a
// draft kept, one save for a key sent twice, one part, 5007 / 5008 as BOOTH.NOT_ALLOCATED /
// FASCIA.NOT_APPLICABLE, 5003 after a section's deadline, and the company form completing the profile.
import { describe, expect, it } from 'vitest';
import { getExhibitorManual } from '../../src/exhibitor-manual';
import { getRegistration } from '../../src/registration';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const ADMIN = '13800000005';
const fascia = { fasciaText: '示范电子', fasciaTextConfirm: '示范电子', fasciaTextEn: 'Demo Electronics', fasciaTextEnConfirm: 'Demo Electronics', shelves: 8, hangingRods: 2, flowTableSets: 1 };

async function signedIn(phone: string) {
  return (await loggedIn(ctx.server, ctx.link({ registerType: 'exhibitorDept' }, '/user-center'), phone)).client;
}

describe('the fascia section', () => {
  it('reads each standard booth with its allowance; the booth never saved has no values', async () => {
    const manual = getExhibitorManual(await signedIn(ADMIN));
    const board = await manual.fetchManual.execute({ materialTypeV2: 'board' });
    expect(board.ok).toBe(true);
    if (!board.ok) return;
    expect(board.value).toMatchObject({ materialTypeV2: 'board', state: 'draft', forms: [] });
    expect(board.value).not.toHaveProperty('rejectReason');
    const [first, second] = board.value.fascia;
    expect(first).toMatchObject({ boothNo: 'A1-101', areaM2: 18, freeItems: 20, state: 'draft', values: { fasciaText: '示范电子', fasciaTextEn: '' } });
    expect(second).toMatchObject({ boothNo: 'A1-102', freeItems: 10, state: 'notStarted' });
    expect(second).not.toHaveProperty('values');
    const part = await manual.fetchManual.execute({ materialTypeV2: 'board', part: 'A1-102' });
    expect(part.ok && part.value.fascia.map((b) => b.boothNo)).toEqual(['A1-102']);
  });

  it('refuses a mismatch and too many items before sending, keeps a draft, and saves once for a key sent twice', async () => {
    const manual = getExhibitorManual(await signedIn(ADMIN));
    const mismatch = await manual.saveManual.execute({ materialTypeV2: 'board', part: 'A1-102', areaM2: 9, values: { ...fascia, fasciaTextEnConfirm: 'Demo' }, draft: false });
    expect(mismatch).toMatchObject({ ok: false, error: { code: 'VALIDATION.FASCIA_MISMATCH', field: 'fasciaTextEnConfirm' } });
    const tooMany = await manual.saveManual.execute({ materialTypeV2: 'board', part: 'A1-102', areaM2: 9, values: { ...fascia, shelves: 9 }, draft: false });
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'VALIDATION.FASCIA_ITEMS_LIMIT', field: 'hangingRods' } });
    const draft = await manual.saveManual.execute({ materialTypeV2: 'board', part: 'A1-102', areaM2: 9, values: { ...fascia, fasciaTextEn: '', fasciaTextEnConfirm: '' }, draft: true });
    expect(draft).toMatchObject({ ok: true, value: { fascia: [{ boothNo: 'A1-102', state: 'draft' }] } });
    const input = { materialTypeV2: 'board', part: 'A1-102', areaM2: 9, values: fascia, draft: false } as const;
    const first = await manual.saveManual.execute(input, { idempotencyKey: 'fascia-a1-102' });
    const replay = await manual.saveManual.execute(input, { idempotencyKey: 'fascia-a1-102' });
    expect(first).toMatchObject({ ok: true, value: { fascia: [{ boothNo: 'A1-102', state: 'submitted', values: fascia }] } });
    expect(replay).toEqual(first);
  });

  it('says no booth yet (5007) and no fascia for raw space (5008)', async () => {
    const noBooth = await getExhibitorManual(await signedIn('13800000204')).fetchManual.execute({ materialTypeV2: 'board' });
    const raw = await getExhibitorManual(await signedIn('13800000205')).fetchManual.execute({ materialTypeV2: 'board' });
    expect(noBooth).toMatchObject({ ok: false, error: { code: 'BOOTH.NOT_ALLOCATED' } });
    expect(raw).toMatchObject({ ok: false, error: { code: 'FASCIA.NOT_APPLICABLE' } });
  });
});

describe('a manual section with forms', () => {
  it('reads the text and forms, and a write after the deadline is SUBMISSION_CLOSED', async () => {
    const manual = getExhibitorManual(await signedIn(ADMIN));
    const build = await manual.fetchManual.execute({ materialTypeV2: 'build' });
    expect(build.ok && build.value.forms.map((f) => [f.id, f.state, f.fields.length])).toEqual([
      ['builder', 'notStarted', 2],
      ['power', 'notStarted', 1],
    ]);
    const saved = await manual.saveManual.execute({ materialTypeV2: 'build', part: 'power', values: { powerKw: '6' }, draft: true });
    expect(saved.ok && saved.value.forms[0]).toMatchObject({ id: 'power', state: 'draft', values: { powerKw: '6' } });
    const late = await manual.saveManual.execute({ materialTypeV2: 'security', part: 'pledge', values: { signatory: '陈展商' }, draft: false });
    expect(late).toMatchObject({ ok: false, error: { code: 'REGISTRATION.SUBMISSION_CLOSED' } });
  });
});

describe('the company form', () => {
  it('of 13800000201: a bad credit code refused before sending, then the form complete', async () => {
    const client = await signedIn('13800000201');
    const fields = await getRegistration(client).fetchCompanyForm.execute();
    expect(fields.ok && fields.value.map((f) => f.prop)).toContain('scale');
    if (!fields.ok) return;
    const manual = getExhibitorManual(client);
    const values = { fullName: '待审科技有限公司', fullEnName: '', creditCode: '91310000MA1FL4CT3U', contact: '魏填表', mobile: '13800000201', logo: '', foundedOn: '', scale: 'small' };
    const bad = await manual.submitCompanyForm.execute({ fields: fields.value, values: { ...values, creditCode: '123' } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'VALIDATION.CREDIT_CODE_INVALID', field: 'creditCode' } });
    expect(await manual.submitCompanyForm.execute({ fields: fields.value, values })).toEqual({ ok: true, value: { formComplete: true } });
  });

  it('is refused without a login', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link({ registerType: 'exhibitorDept' }, '/user-center') });
    const refused = await getExhibitorManual(client).submitCompanyForm.execute({ fields: [], values: {} });
    expect(refused.ok).toBe(false);
  });
});
