// The bulk actions by filter (issue 29): a whole team of 200 moved in one request by the count the
// leader saw, refused with the count now (4606) when the filter lists another number, and removal by a
// search; over real HTTP against a contract server of its own.
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { RC } from '../context';

const NOW = Date.UTC(2026, 4, 10, 2, 0, 0);
const { http, shop } = await ticketingTestServer({ now: () => NOW });
const P = SEED.phones;
const G = SEED.groups;
const [hangzhou = '', nanjing = ''] = G.forming.mixedTeamIds.slice(1);

const teamSizes = async (token: string) =>
  Object.fromEntries(((await shop.get(token, 'group/detail', {})).body.data.teams as { teamId: string; memberCount: number }[]).map((t) => [t.teamId, t.memberCount]));

describe('moving every member a filter lists', () => {
  it('moves a whole team of 200 in one request, and refuses a count that is no longer so, changing nothing', async () => {
    const token = await shop.login(P.groupLeaderForming);

    const stale = await shop.post(token, 'group/member/moveByFilter', { filter: { teamId: hangzhou }, expectedCount: 199, toTeamId: nanjing });
    expect(stale.body).toMatchObject({ code: 4606, success: false, data: { count: 200 }, msg: expect.stringContaining('200') });
    expect(await teamSizes(token)).toMatchObject({ [hangzhou]: 200, [nanjing]: 200 });

    const moved = await shop.post(token, 'group/member/moveByFilter', { filter: { teamId: hangzhou }, expectedCount: 200, toTeamId: nanjing });
    expect(moved.body.data).toEqual({ count: 200 });
    expect(await teamSizes(token)).toMatchObject({ [hangzhou]: 0, [nanjing]: 400 });
    expect((await shop.get(token, 'group/member/list', { teamId: nanjing, current: '1', size: '20' })).body.data.total).toBe(400);
  });

  it('refuses a team not of the group, a filter that is not one and a count that is not a whole number', async () => {
    const token = await shop.login(P.groupLeaderForming);
    const english = await http.call('POST', `${RC}group/member/moveByFilter`, {
      token,
      body: { filter: { teamId: nanjing }, expectedCount: 1, toTeamId: 'nope' },
      headers: { 'language-type': 'en' },
    });
    expect(english).toMatchObject({ status: 400, body: { code: 4605, msg: 'The chosen team is not part of this group' } });
    expect((await shop.post(token, 'group/member/moveByFilter', { filter: { reviewState: 'gone' }, expectedCount: 1, toTeamId: nanjing })).body).toMatchObject({ code: 400, data: { field: 'filter.reviewState' } });
    expect((await shop.post(token, 'group/member/moveByFilter', { filter: 'all', expectedCount: 1, toTeamId: nanjing })).body).toMatchObject({ code: 400, data: { field: 'filter' } });
    expect((await shop.post(token, 'group/member/moveByFilter', { filter: {}, expectedCount: 0, toTeamId: nanjing })).body).toMatchObject({ code: 400, data: { field: 'expectedCount' } });
  });
});

describe('removing every member a filter lists', () => {
  it('removes the members a search lists, by the count seen, in the page’s language when it changed', async () => {
    const token = await shop.login(P.groupLeaderForming);
    const found = (await shop.get(token, 'group/member/list', { keyword: P.groupMember, current: '1', size: '20' })).body.data.total;
    expect(found).toBe(1);
    const english = await http.call('POST', `${RC}group/member/removeByFilter`, { token, body: { filter: { keyword: P.groupMember }, expectedCount: 2 }, headers: { 'language-type': 'en' } });
    expect(english).toMatchObject({ status: 400, body: { code: 4606, data: { count: 1 }, msg: expect.stringContaining('nothing was changed') } });
    expect((await shop.post(token, 'group/member/removeByFilter', { filter: { keyword: P.groupMember }, expectedCount: 1 })).body.data).toEqual({ count: 1 });
    expect((await shop.get(token, 'group/detail', {})).body.data.counts.total).toBe(999);
  });

  it('is the group leader’s alone (4601)', async () => {
    const token = await shop.login(P.groupMember);
    expect((await shop.post(token, 'group/member/removeByFilter', { filter: {}, expectedCount: 1000 })).body).toMatchObject({ code: 4601 });
  });
});
