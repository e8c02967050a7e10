// What the delegates state keeps (issue 16): who registered whom, and teams. Seeds build these too.
import type { DelegateChannel } from './delegates-wire.types';

/** The most members a team may have (docs/endpoints.md: 4702 beyond it). */
export const TEAM_MAX_MEMBERS = 20;

export interface DelegateLink {
  personUserId: string;
  registrarUserId: string;
  exhibitionId: string;
  channel: DelegateChannel;
  createdAt: number;
}

export interface TeamRecord {
  teamId: string;
  leaderUserId: string;
  exhibitionId: string;
  /** The last submission. */
  submittedAt: number;
}
