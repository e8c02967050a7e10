import { describe, expect, it } from 'vitest';
import { ContractState } from '../server/state';
import { SEED } from './seed.constants';

const NOW = Date.UTC(2026, 4, 10, 2, 0, 0);
const G = SEED.groups;
const P = SEED.phones;

describe('the group seeds', () => {
  const state = new ContractState(() => NOW);
  const user = (phone: string) => state.findUser('demo', (u) => u.phone === phone);

  it('give 13800000007 a group of 1,000 in five teams of 200, with the counts SEED states', () => {
    const members = state.groups.membersOf(G.forming.groupId);
    expect(members).toHaveLength(G.forming.size);
    expect(state.groups.counts(G.forming.groupId)).toEqual({ ...G.forming.counts, total: 1000 });
    expect(members.filter((m) => m.teamId === G.forming.allApprovedTeamId).every((m) => m.reviewState === 'approved')).toBe(true);
    for (const teamId of G.forming.mixedTeamIds) expect(state.groups.teamSize(G.forming.groupId, teamId)).toBe(200);
    expect(new Set(members.map((m) => m.phone)).size).toBe(1000);
    expect(new Set(members.map((m) => m.idNumber)).size).toBe(1000);
    expect(new Set(members.map((m) => m.name)).size).toBe(1000);
  });

  it('name members of each review state as SEED says, and make 13800000141 one of them', () => {
    const member = (id: string) => state.groups.member(G.forming.groupId, id);
    expect(member(G.forming.approvedMemberId)?.reviewState).toBe('approved');
    expect(member(G.forming.pendingMemberId)?.reviewState).toBe('pending');
    expect(member(G.forming.rejectedMemberId)).toMatchObject({ reviewState: 'rejected', rejectReason: expect.any(String) });
    expect(member(G.forming.memberOfPhone141)).toMatchObject({ phone: P.groupMember, reviewState: 'approved' });
    expect(user(P.groupMember)).toMatchObject({ registerType: 'visitingGroup', visitingGroupLeader: null });
  });

  it('are the same after a reset (a deterministic generator), and cheap to rebuild', () => {
    const before = JSON.stringify(state.groups.members);
    const started = performance.now();
    state.reset();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(JSON.stringify(state.groups.members)).toBe(before);
  });

  it('keep the leaders as they were and tie each group to its leader', () => {
    expect(user(P.groupLeaderForming)?.visitingGroupLeader).toEqual({ processStatus: 0 });
    expect(user(P.groupLeaderFormed)?.visitingGroupLeader).toEqual({ processStatus: 1 });
    expect(user(P.groupAccount)?.visitingGroupLeader).toEqual({ processStatus: 1 });
    expect(state.groups.groupOf(user(P.groupLeaderForming)?.userId ?? '')?.groupId).toBe(G.forming.groupId);
    expect(state.groups.groupOf(user(P.groupLeaderFormed)?.userId ?? '')?.groupId).toBe(G.formed.groupId);
    expect(state.groups.groupOf(user(P.groupAccount)?.userId ?? '')?.groupId).toBe(G.account.groupId);
  });

  it('give 13800000142 three sub-accounts that log in with a password', () => {
    const parent = user(P.groupAccount)?.userId ?? '';
    const subs = state.groups.subAccountsOf(parent).map((link) => state.userById(link.userId));
    expect(subs.map((s) => s?.account).sort()).toEqual(G.subAccounts.map((s) => s.account).sort());
    for (const sub of G.subAccounts) expect(state.findUser('demo', (u) => u.account === sub.account)?.password).toBe(sub.password);
  });
});
