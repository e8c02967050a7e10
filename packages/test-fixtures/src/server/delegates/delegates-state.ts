// Who registered whom (issue 16), seeded from data/delegates.data.ts on reset() relative to the server
// clock: each person registered by someone else is a registration (a user record of the exhibition,
// kept with the other users) plus a link to the person who registered them and how; a team is its
// leader's, its members the leader's `team` links.
import { seedDelegateLinks } from '../../data/delegates.data';
import type { Clock } from '../clock';
import type { DelegateLink, TeamRecord } from './delegates-records';
import type { DelegateChannel } from './delegates-wire.types';

export class DelegatesState {
  links: DelegateLink[] = [];
  teams: TeamRecord[] = [];
  private sequence = 0;

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  reset(): void {
    const seed = seedDelegateLinks(this.clock());
    this.links = seed.links;
    this.teams = seed.teams;
    this.sequence = 0;
  }

  now(): number {
    return this.clock();
  }

  /**
   * The people the registrar registered on the exhibition (by one channel, or all), newest first. A
   * total order: people registered in the same millisecond (a team sent at once) keep the order they
   * were registered in, as the backend's increasing row ids do.
   */
  linksOf(registrarUserId: string, exhibitionId: string, channel?: DelegateChannel): DelegateLink[] {
    const registered = new Map(this.links.map((link, index) => [link, index]));
    const rowOf = (link: DelegateLink) => registered.get(link) ?? 0;
    return this.links
      .filter((l) => l.registrarUserId === registrarUserId && l.exhibitionId === exhibitionId && (channel === undefined || l.channel === channel))
      .sort((a, b) => b.createdAt - a.createdAt || rowOf(b) - rowOf(a));
  }

  linkOf(personUserId: string): DelegateLink | undefined {
    return this.links.find((l) => l.personUserId === personUserId);
  }

  teamOf(leaderUserId: string, exhibitionId: string): TeamRecord | undefined {
    return this.teams.find((t) => t.leaderUserId === leaderUserId && t.exhibitionId === exhibitionId);
  }

  /** The team's members in the order they were registered. */
  membersOf(team: TeamRecord): DelegateLink[] {
    return this.linksOf(team.leaderUserId, team.exhibitionId, 'team').reverse();
  }

  addLinks(links: DelegateLink[]): void {
    this.links.push(...links);
  }

  /** The leader's team, formed on its first submission. */
  teamFor(leaderUserId: string, exhibitionId: string): TeamRecord {
    const team = this.teamOf(leaderUserId, exhibitionId);
    if (team) return team;
    this.sequence += 1;
    const formed: TeamRecord = { teamId: `team-${exhibitionId}-${this.clock().toString(36)}-${this.sequence}`, leaderUserId, exhibitionId, submittedAt: this.clock() };
    this.teams.push(formed);
    return formed;
  }
}
