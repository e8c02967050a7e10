import { describe, expect, it } from 'vitest';
import type { DelegateLink } from './delegates-records';
import { DelegatesState } from './delegates-state';

const at = (personUserId: string, createdAt: number): DelegateLink => ({
  personUserId,
  registrarUserId: 'u-leader',
  exhibitionId: 'demo',
  channel: 'team',
  createdAt,
});

describe("a team's members", () => {
  it('come in the order they were registered even when two share a millisecond (a total order, not a tie)', () => {
    const state = new DelegatesState(() => 1_000);
    state.links = [];
    const team = state.teamFor('u-leader', 'demo');
    // The first submission's three members at t, t+1, t+2; the second's one at t+2 again.
    state.addLinks([at('甲', 1_000), at('乙', 1_001), at('丙', 1_002)]);
    state.addLinks([at('丁', 1_002)]);

    expect(state.membersOf(team).map((link) => link.personUserId)).toEqual(['甲', '乙', '丙', '丁']);
    expect(state.linksOf('u-leader', 'demo').map((link) => link.personUserId)).toEqual(['丁', '丙', '乙', '甲']);
  });
});
