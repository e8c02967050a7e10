// What the group backend keeps (issue 16): each leader's group with its teams, the members, and which
// logins are a group account's sub-accounts (the logins themselves are user records). Times are epoch
// ms; the wire views (groups-views.ts) format them.
import type { LanguageType } from '../wire.types';
import type { GroupDetails, IdType, ReviewState } from './groups-wire.types';

export interface TeamRecord {
  teamId: string;
  name: string;
}

export interface GroupRecord extends GroupDetails {
  groupId: string;
  exhibitionId: string;
  /** The leader's user id; whether the group is formed is the leader's processStatus. */
  leaderUserId: string;
  teams: TeamRecord[];
  updatedAt: number;
}

export interface MemberRecord {
  memberId: string;
  groupId: string;
  teamId: string;
  name: string;
  phone: string;
  idType: IdType;
  /** Stored as compared: trimmed, upper case. */
  idNumber: string;
  reviewState: ReviewState;
  rejectReason?: string;
  /** Issued when the organiser approves the member. */
  entryCode?: string;
  createdAt: number;
}

export interface SubAccountLink {
  /** The group account's user id. */
  parentUserId: string;
  /** The sub-account's own user record. */
  userId: string;
  createdAt: number;
  /** The leader disabled it (issue 29): every group call of its login is refused (4612). */
  disabled?: boolean;
}

/** A member sheet handed out (issue 29): the group, the list's filter, and the template or the members. */
export interface SheetRecord {
  sheetId: string;
  groupId: string;
  filter: { keyword?: string; reviewState?: ReviewState; teamId?: string };
  template: boolean;
  language: LanguageType;
}
