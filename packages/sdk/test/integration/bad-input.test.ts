// Bad input from a caller (a JavaScript script, a form that lost a value) is a Result error naming the
// field, and nothing is sent.
import { describe, expect, it } from 'vitest';
import { getContent } from '../../src/content';
import type { RequestEvent } from '../../src/http/http-observer';
import { getRegistration } from '../../src/registration';
import { testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();

function client() {
  const sent: RequestEvent[] = [];
  const test = testClient(ctx.server, { hooks: { onRequest: (event) => void sent.push(event) } });
  return { ...test, sent };
}

// Deliberately untyped, as a plain JavaScript caller would pass them.
const loose = <T>(value: unknown) => value as T;

describe('bad input to an operation', () => {
  it.each([
    ['loginBySms without a code', (c: ReturnType<typeof client>['client']) => c.loginBySms.execute(loose({ phone: '13800000004' })), 'VALIDATION.REQUIRED', 'code'],
    ['loginBySms with nothing', (c: ReturnType<typeof client>['client']) => c.loginBySms.execute(loose(undefined)), 'VALIDATION.REQUIRED', 'phone'],
    ['loginByPassword with a blank password', (c: ReturnType<typeof client>['client']) => c.loginByPassword.execute({ username: 'demo', password: '  ' }), 'VALIDATION.REQUIRED', 'password'],
    ['sendVerificationCode by fax', (c: ReturnType<typeof client>['client']) => c.sendVerificationCode.execute(loose({ channel: 'fax', target: '1', scene: 'login' })), 'VALIDATION.OUT_OF_RANGE', 'channel'],
    ['fetchQuestionnaire number 4', (c: ReturnType<typeof client>['client']) => getRegistration(c).fetchQuestionnaire.execute(loose({ index: 4 })), 'VALIDATION.OUT_OF_RANGE', 'index'],
    ['submitQuestionnaire without answers', (c: ReturnType<typeof client>['client']) => getRegistration(c).submitQuestionnaire.execute(loose({ questionnaireId: 'q', index: 1 })), 'VALIDATION.REQUIRED', 'answers'],
    ['fetchArticle without an id', (c: ReturnType<typeof client>['client']) => getContent(c).fetchArticle.execute(loose({})), 'VALIDATION.REQUIRED', 'id'],
  ])('%s resolves to %s about the field, sending nothing', async (_case, run, code, field) => {
    const test = client();

    const result = await run(test.client);

    expect(result).toMatchObject({ ok: false, error: { code } });
    const error = result.ok ? undefined : (result.error as { field?: string; detail?: string });
    expect(error?.field ?? error?.detail).toBe(field);
    expect(test.sent).toEqual([]);
  });
});
