import { RC, SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getContent } from '../../src/content';
import { getRegistration } from '../../src/registration';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();

async function newVisitor() {
  return loggedIn(ctx.server, ctx.link(), SEED.phones.newVisitor);
}

describe('completing a registration through the SDK', () => {
  it('submits personal info; the session user and the next step move on', async () => {
    const { client } = await newVisitor();
    const position = await getContent(client).fetchDictionary.execute({ code: 'position' });
    const industry = await getContent(client).fetchDictionary.execute({ code: 'industry' });
    const first = (items: typeof position) => (items.ok ? (items.value[0]?.dictKey ?? '') : '');

    const submitted = await getRegistration(client).submitPersonalInfo.execute({
      values: { name: '李新', company: '新展科技', position: first(position), industry: first(industry) },
    });

    expect(submitted.ok).toBe(true);
    expect(client.session.getSnapshot().user?.userExhibitionVO.completeResult).toBe('succ');
    expect(await client.nextStep.execute()).toMatchObject({ ok: true, value: { path: '/questionnaire' } });
  });

  it('keeps the server message when the personal info is refused', async () => {
    const { client } = await newVisitor();

    const submitted = await getRegistration(client).submitPersonalInfo.execute({ values: { name: '李新' } });

    expect(submitted).toMatchObject({ ok: false, error: { code: 'SERVER.SILENT', detail: expect.any(String) } });
  });

  it.each([
    ['cn', 'company'],
    ['en', 'companyEnName'],
  ] as const)('fetches the personal-information form of the %s link language', async (languageType, companyField) => {
    const { client } = await loggedIn(ctx.server, ctx.link({ languageType }), SEED.phones.newVisitor);

    const form = await getRegistration(client).fetchRegistrationForm.execute();

    expect(form.ok).toBe(true);
    const props = form.ok ? form.value.map((field) => field.prop) : [];
    expect(props).toContain(companyField);
  });

  it('fetches questionnaire 1 and submits an answer to every question', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.questionnairePending);
    const questionnaire = await getRegistration(client).fetchQuestionnaire.execute({ index: 1 });
    if (!questionnaire.ok || questionnaire.value === null) throw new Error('questionnaire 1 missing');
    const answers = questionnaire.value.questions.map((q) =>
      q.type === 'text' ? { questionId: q.id, text: '展品' } : { questionId: q.id, optionIds: [q.options[0]?.id ?? ''] },
    );

    const submitted = await getRegistration(client).submitQuestionnaire.execute({ questionnaireId: questionnaire.value.id, index: 1, answers });

    expect(submitted.ok && submitted.value.userExhibitionVO.questionnaireResult).toBe('complete');
    expect(ctx.server.state.answers).toHaveLength(1);
  });

  it('uploads a business card as multipart and gets the recognised fields back', async () => {
    const { client } = await newVisitor();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'card.jpg', { type: 'image/jpeg' });

    const scan = await getRegistration(client).uploadBusinessCard.execute({ file });

    expect(scan).toMatchObject({ ok: true, value: { url: expect.any(String), fields: { company: expect.any(String) } } });
    expect(ctx.server.state.uploads.map((u) => u.filename)).toEqual(['card.jpg']);
  });
});

describe('reads around the registration', () => {
  it('fetches the exhibitor company of an exhibitor', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link({ registerType: 'exhibitorDept' }), SEED.phones.exhibitor);
    await client.fetchUser.execute();

    const dept = await getRegistration(client).fetchExhibitorDept.execute();

    expect(dept.ok && dept.value?.companyExhibitionVO.deptId).toBe(SEED.exhibitorDeptId);
  });

  it('fetches the invitation share links on the server origin', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);

    const links = await client.fetchShareLink.execute();

    expect(links.ok && links.value.cnRegisterLinkUrl.startsWith(`${ctx.server.url}/`)).toBe(true);
  });

  it('caches a dictionary per code and language', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    const cn = await getContent(client).fetchDictionary.execute({ code: 'industry' });
    ctx.server.faults.set(`GET /api/blade-system/dict-biz/dictionary`, { status500: true });

    const cachedCn = await getContent(client).fetchDictionary.execute({ code: 'industry' });
    await client.changeLanguage.execute({ language: 'en' });
    const en = await getContent(client).fetchDictionary.execute({ code: 'industry' });

    expect(cachedCn).toEqual(cn);
    expect(!en.ok && en.error.code).toBe('SERVER.FAILURE');
  });

  it('fetches a content article and logs a usage event', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);

    const article = await getContent(client).fetchArticle.execute({ id: '1' });
    const logged = await client.logBury.execute({ event: 'view', page: '/contentPage/1' });

    expect(article.ok && article.value.id).toBe('1');
    expect(logged.ok).toBe(true);
    expect(ctx.server.state.logs.map((l) => l.body)).toEqual([expect.objectContaining({ event: 'view', page: '/contentPage/1' })]);
  });

  it('turns a 2001 reply into a failure for a use case whose result cannot carry it', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket);
    ctx.server.faults.set(`POST ${RC}user/registerType/addAndGetAll`, { passThrough: 2001, times: 1 });

    const user = await client.fetchUser.execute();

    expect(!user.ok && user.error.code).toBe('SERVER.FAILURE');
    expect(!user.ok && (user.error.cause as { code?: number }).code).toBe(2001);
  });
});
