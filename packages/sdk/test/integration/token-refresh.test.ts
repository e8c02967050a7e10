// An expired access token is refreshed once with the stored refresh token and the request sent again,
// before the 401 rule applies; only when the refresh fails does the session end. Over real HTTP against
// the contract server, whose clock the tests move on.
import { SEED, startContractServer, type ContractServer } from '@fairpass/test-fixtures';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getRegistration } from '../../src/registration';
import { loggedIn } from './contract-client.harness';

let now = Date.UTC(2026, 4, 1, 8);
let server: ContractServer;
const ACCESS_TTL_S = 60;
const REFRESH_TTL_S = 600;

beforeAll(async () => {
  server = await startContractServer({ port: 0, jacksonNulls: true, now: () => now, tokenTtlSeconds: ACCESS_TTL_S, refreshTokenTtlSeconds: REFRESH_TTL_S });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  now = Date.UTC(2026, 4, 1, 8);
});

const link = () =>
  `${server.url}/?${new URLSearchParams({ exhibitionId: SEED.exhibitions.demo, registerType: 'visitor', tenantId: SEED.tenantId })}#/registration`;

describe('an access token that has expired', () => {
  it('is refreshed once and the read answered, the visitor still logged in', async () => {
    const { client, navigator } = await loggedIn(server, link(), SEED.phones.approvedWithTicket);
    const before = client.session.getSnapshot().token;
    now += (ACCESS_TTL_S + 1) * 1000;

    const user = await client.fetchUser.execute();

    expect(user.ok && user.value.phone).toBe(SEED.phones.approvedWithTicket);
    expect(client.session.getSnapshot().token).not.toBe(before);
    expect(client.session.getSnapshot().token).not.toBeNull();
    expect(navigator.last).toBeUndefined();
  });

  it('is refreshed once for several reads that fail together', async () => {
    const { client } = await loggedIn(server, link(), SEED.phones.approvedWithTicket);
    now += (ACCESS_TTL_S + 1) * 1000;

    const [user, links] = await Promise.all([client.fetchUser.execute(), client.fetchShareLink.execute()]);

    // A second refresh with the (single-use) refresh token would have failed and ended the session.
    expect(user.ok && links.ok).toBe(true);
    expect(client.session.getSnapshot().token).not.toBeNull();
  });

  it('lets a write through after the refresh, with the same Idempotency-Key: the questionnaire answers are saved', async () => {
    const { client } = await loggedIn(server, link(), SEED.phones.questionnairePending);
    const registration = getRegistration(client);
    const questionnaire = await registration.fetchQuestionnaire.execute({ index: 1 });
    if (!questionnaire.ok || !questionnaire.value) throw new Error('the seed has a questionnaire');
    now += (ACCESS_TTL_S + 1) * 1000;

    const saved = await registration.submitQuestionnaire.execute({
      questionnaireId: questionnaire.value.id,
      index: 1,
      answers: questionnaire.value.questions.map((question) =>
        question.options.length > 0 ? { questionId: question.id, optionIds: [question.options[0]!.id] } : { questionId: question.id, text: 'trade visitor' },
      ),
    });

    expect(saved.ok || saved.error.code).toBe(true);
    expect(client.session.getSnapshot().token).not.toBeNull();
  });

  it('ends the session when the refresh token has expired too', async () => {
    const { client, navigator } = await loggedIn(server, link(), SEED.phones.approvedWithTicket);
    now += (REFRESH_TTL_S + 1) * 1000;

    const user = await client.fetchUser.execute();

    expect(!user.ok && user.error.code).toBe('AUTH.UNAUTHORIZED');
    expect(client.session.getSnapshot().token).toBeNull();
    expect(navigator.last).toMatchObject({ path: '/jump' });
  });

  it('ends the session after a logout elsewhere revoked the refresh token', async () => {
    const { client, navigator } = await loggedIn(server, link(), SEED.phones.approvedWithTicket);
    const token = client.session.getSnapshot().token!;
    await fetch(`${server.url}/api/blade-auth/oauth/logout`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${SEED.client.id}:${SEED.client.secret}`).toString('base64')}`, 'blade-auth': `bearer ${token}` },
    });

    const user = await client.fetchUser.execute();

    expect(!user.ok && user.error.code).toBe('AUTH.UNAUTHORIZED');
    expect(navigator.last).toMatchObject({ path: '/jump' });
  });
});
