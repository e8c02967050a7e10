// How the client's HTTP behaves under concurrency, cancellation, faults and observation — over real HTTP
// against the contract server, with its fault switches.
import { RC, SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getRegistration } from '../../src/registration';
import type { RequestEvent } from '../../src/http/http-observer';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const FUNCTION_CONFIG = `GET ${RC}registerConfig/functionConfig`;
const UPLOAD = `POST ${RC}userInfo/businessCard/upload`;
const QUESTIONNAIRE_ANSWER = `POST ${RC}questionnaire/answer/submit`;
const card = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

function counting() {
  const sent: RequestEvent[] = [];
  return { sent, hooks: { onRequest: (event: RequestEvent) => void sent.push(event) } };
}

describe('reads in flight', () => {
  it('share one request when identical, and each caller gets the answer', async () => {
    const { sent, hooks } = counting();
    const { client } = testClient(ctx.server, { hooks });
    await client.startFromLink.execute({ url: ctx.link() });
    sent.length = 0;
    ctx.server.faults.set(FUNCTION_CONFIG, { latencyMs: 150, times: 1 });

    const [first, second] = await Promise.all([client.loadConfig.execute(), client.loadConfig.execute()]);

    expect(first.ok && second.ok).toBe(true);
    expect(sent.filter((event) => event.path.endsWith('registerConfig/functionConfig'))).toHaveLength(1);
  });

  it('are retried after a cut connection, and the caller never sees the fault', async () => {
    const { sent, hooks } = counting();
    const { client } = testClient(ctx.server, { hooks, retry: { baseDelayMs: 10 } });
    ctx.server.faults.set(FUNCTION_CONFIG, { dropAfterCommit: true, times: 1 });

    const entry = await client.startFromLink.execute({ url: ctx.link() });

    expect(entry).toEqual({ ok: true, value: { kind: 'route', path: '/registration' } });
    expect(sent.filter((event) => event.path.endsWith('registerConfig/functionConfig')).map((e) => e.attempt)).toEqual([1, 2]);
  });

  it('end at once with REQUEST.ABORTED when the caller cancels', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });
    ctx.server.faults.set(FUNCTION_CONFIG, { latencyMs: 5_000, times: 1 });
    const cancel = new AbortController();

    const started = Date.now();
    const loading = client.loadConfig.execute({ signal: cancel.signal });
    setTimeout(() => cancel.abort(), 50);
    const result = await loading;

    expect(result).toMatchObject({ ok: false, error: { code: 'REQUEST.ABORTED' } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('writes in flight', () => {
  it('send a double tap once: the second gets REQUEST.IN_FLIGHT and the server stores one answer', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.questionnairePending);
    const registration = getRegistration(client);
    const questionnaire = await registration.fetchQuestionnaire.execute({ index: 1 });
    if (!questionnaire.ok || !questionnaire.value) throw new Error('the seed has a questionnaire');
    const q = questionnaire.value;
    const answers = q.questions.map((question) =>
      question.type === 'text' ? { questionId: question.id, text: 'ok' } : { questionId: question.id, optionIds: [question.options[0]?.id ?? ''] },
    );
    ctx.server.faults.set(QUESTIONNAIRE_ANSWER, { latencyMs: 150, times: 1 });

    const [first, second] = await Promise.all([
      registration.submitQuestionnaire.execute({ questionnaireId: q.id, index: 1, answers }),
      registration.submitQuestionnaire.execute({ questionnaireId: q.id, index: 1, answers }),
    ]);

    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { code: 'REQUEST.IN_FLIGHT' } });
    expect(ctx.server.state.answers).toHaveLength(1);
  });

  it('run side by side when they differ: two uploads at once both land', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.newVisitor);
    const registration = getRegistration(client);
    ctx.server.faults.set(UPLOAD, { latencyMs: 150, times: 2 });

    const [front, back] = await Promise.all([
      registration.uploadBusinessCard.execute({ file: card('front.jpg') }),
      registration.uploadBusinessCard.execute({ file: card('back.jpg') }),
    ]);

    expect(front.ok && back.ok).toBe(true);
    expect(ctx.server.state.uploads.map((upload) => upload.filename).sort()).toEqual(['back.jpg', 'front.jpg']);
  });
});

describe('observing the client', () => {
  it('gives hooks and the logger method, path, status and timing, never a token, code or phone number', async () => {
    const lines: string[] = [];
    const responses: string[] = [];
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.approvedWithTicket, {
      logger: { debug: (line) => lines.push(line), warn: (line) => lines.push(line) },
      hooks: { onResponse: (event) => void responses.push(`${event.method} ${event.path} ${event.status ?? event.failure}`) },
    });
    await client.nextStep.execute();
    const token = client.session.getSnapshot().token ?? '';

    expect(token).not.toBe('');
    expect(responses).toContain('POST /api/blade-auth/oauth/token 200');
    expect(lines.some((line) => line.includes('/api/blade-auth/oauth/token 200'))).toBe(true);
    const logged = [...lines, ...responses].join('\n');
    for (const secret of [token, SEED.code, SEED.phones.approvedWithTicket, SEED.client.secret]) expect(logged).not.toContain(secret);
  });
});

describe('dispose()', () => {
  it('cancels what is in flight, ends the session streams and refuses further calls', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });
    ctx.server.faults.set(FUNCTION_CONFIG, { latencyMs: 5_000, times: 1 });
    let completed = false;
    client.session.token$.subscribe({ complete: () => void (completed = true) });

    const loading = client.loadConfig.execute();
    await new Promise((resolve) => setTimeout(resolve, 30));
    client.dispose();

    expect(await loading).toMatchObject({ ok: false, error: { code: 'REQUEST.ABORTED' } });
    expect(completed).toBe(true);
    expect(await client.fetchUser.execute()).toMatchObject({ ok: false, error: { code: 'REQUEST.ABORTED' } });
    expect(() => getRegistration(client)).toThrow(/disposed/);
  });
});

describe('the session a caller sees', () => {
  it('works with detached subscribe/getSnapshot (as useSyncExternalStore calls them) and cannot be written', async () => {
    const { client } = testClient(ctx.server);
    const { subscribe, getSnapshot } = client.session;
    let changes = 0;
    const unsubscribe = subscribe(() => void (changes += 1));

    await client.startFromLink.execute({ url: ctx.link() });
    await client.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: SEED.code });
    const token = getSnapshot().token;
    unsubscribe();

    expect(changes).toBeGreaterThan(0);
    expect(token).toBeTruthy();
    expect('next' in client.session.token$).toBe(false);
    expect(Object.isFrozen(client.session)).toBe(true);
    expect(() => Object.assign(client.session, { getSnapshot: () => ({ token: 'forged' }) })).toThrow(TypeError);
    expect(client.session.getSnapshot().token).toBe(token);
  });

  it('refuses storage "web" where there is no Web Storage, with a clear message', () => {
    expect(() => testClient(ctx.server, { storage: 'web' })).toThrow(/storage 'web' needs Web Storage/);
  });
});

describe("the 'fetch' transport", () => {
  it('logs in with a form body, writes JSON, uploads multipart and reads the next step like axios does', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link(), SEED.phones.newVisitor, { transport: 'fetch' });
    const registration = getRegistration(client);

    const card = await registration.uploadBusinessCard.execute({ file: new File([new Uint8Array([0xff, 0xd8])], 'card.jpg', { type: 'image/jpeg' }) });
    const form = await registration.fetchRegistrationForm.execute();
    const refused = await registration.submitPersonalInfo.execute({ values: {} });
    const step = await client.nextStep.execute();

    expect(card.ok).toBe(true);
    expect(form.ok && form.value.length).toBeGreaterThan(0);
    expect(refused.ok).toBe(false);
    expect(step).toMatchObject({ ok: true, value: { kind: 'route', path: '/infoWap' } });
  });
});
