// A team registered by one person: members are added, edited and removed on the phone, then sent at once
// (`RC team/submit`, all or none). The team's size limit is the server's (`Team.maxMembers`, refused
// with TEAM.TOO_LARGE when exceeded); these say how many more may be added before sending.
import type { Team } from './delegates.types';

/** The limit of a team not formed yet (the server sends its own with the team). */
export const TEAM_DEFAULT_MAX_MEMBERS = 20;

/** How many more members may be added, given the members waiting to be sent (never below 0). */
export const membersLeft = (team: Pick<Team, 'members' | 'maxMembers'> | null | undefined, waiting: number): number => {
  const max = team?.maxMembers ?? TEAM_DEFAULT_MAX_MEMBERS;
  return Math.max(0, max - (team?.members.length ?? 0) - waiting);
};

/** Whether the team can be sent: at least one member waits and the limit is kept. */
export const canSubmitTeam = (team: Pick<Team, 'members' | 'maxMembers'> | null | undefined, waiting: number): boolean =>
  waiting > 0 && (team?.maxMembers ?? TEAM_DEFAULT_MAX_MEMBERS) - (team?.members.length ?? 0) - waiting >= 0;
