import { describe, expect, it } from 'vitest';
import { isOthersType } from './delegates.types';
import { canSubmitTeam, membersLeft, TEAM_DEFAULT_MAX_MEMBERS } from './team-rules';

const team = (members: number, maxMembers = 5) => ({ maxMembers, members: Array.from({ length: members }, () => ({}) as never) });

describe('a team', () => {
  it('says how many more members may be added, the waiting ones counted', () => {
    expect(membersLeft(team(3), 1)).toBe(1);
    expect(membersLeft(team(3), 4)).toBe(0);
    expect(membersLeft(undefined, 2)).toBe(TEAM_DEFAULT_MAX_MEMBERS - 2);
    expect(membersLeft(null, 0)).toBe(TEAM_DEFAULT_MAX_MEMBERS);
  });

  it('is sent with at least one waiting member and within its limit', () => {
    expect(canSubmitTeam(team(3), 2)).toBe(true);
    expect(canSubmitTeam(team(3), 3)).toBe(false);
    expect(canSubmitTeam(team(3), 0)).toBe(false);
    expect(canSubmitTeam(undefined, 3)).toBe(true);
  });
});

describe('the others registration types', () => {
  it.each([
    ['group', true],
    ['work', true],
    ['team', false],
    ['', false],
    [undefined, false],
  ])('%j is one: %s', (value, expected) => {
    expect(isOthersType(value)).toBe(expected);
  });
});
