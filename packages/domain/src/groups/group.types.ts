// A visiting group (delegation), its teams, members and entry codes, and the sub-accounts of a group
// account, as the `RC group/*` and `RC subordinate/*` endpoints send them (docs/endpoints.md "Group
// management and sub-accounts"). Times are `yyyy-MM-dd HH:mm:ss` Beijing time, dates `yyyy-MM-dd`.
// Jackson's nulls are read as absent by the SDK before they reach these types. Names, teams and
// organisations are what people typed: the app renders them as text.
import type { ErrorCode } from '../errors/error-codes';
import type { SignedFile } from '../files/files.types';

/** Where a member's registration stands with the organiser (spec §4: pending, approved, not approved). */
export type MemberReviewState = 'pending' | 'approved' | 'rejected';

export const MEMBER_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const satisfies readonly MemberReviewState[];

/** The identity documents a member can register with. */
export type MemberIdType = 'idCard' | 'passport' | 'hkMacaoPermit' | 'taiwanPermit';

export const MEMBER_ID_TYPES = ['idCard', 'passport', 'hkMacaoPermit', 'taiwanPermit'] as const satisfies readonly MemberIdType[];

/** Members by review state; `total` is their sum. */
export interface ReviewCounts {
  readonly pending: number;
  readonly approved: number;
  readonly rejected: number;
  readonly total: number;
}

/** A sub-group of the delegation (a bus, a company, a city). */
export interface GroupTeam {
  readonly teamId: string;
  readonly name: string;
  readonly memberCount: number;
}

/** The details the leader fills in (`RC group/save`). */
export interface GroupDetails {
  readonly name: string;
  readonly organisation: string;
  /** The person the organiser calls about the group. */
  readonly contact: string;
  /** A mainland mobile. */
  readonly phone: string;
  readonly expectedSize: number;
  /** `yyyy-MM-dd`. */
  readonly arrivalDate: string;
  /** `yyyy-MM-dd`; absent when not known yet. */
  readonly departureDate?: string;
}

/** The leader's group (`RC group/detail`). */
export interface VisitingGroup extends GroupDetails {
  readonly groupId: string;
  /** The organiser has confirmed the group (the leader's `processStatus` 1); not yet: 0. */
  readonly formed: boolean;
  readonly teams: readonly GroupTeam[];
  readonly counts: ReviewCounts;
  readonly updateTime: string;
}

/** The person fields of a member, as the leader types them (the info form's rules). */
export interface MemberFields {
  readonly name: string;
  /** A mainland mobile. */
  readonly phone: string;
  readonly idType: MemberIdType;
  readonly idNumber: string;
  readonly teamId: string;
}

/** One member of the group. */
export interface GroupMember extends MemberFields {
  readonly memberId: string;
  readonly teamName: string;
  readonly reviewState: MemberReviewState;
  /** The organiser's reason, when not approved. */
  readonly rejectReason?: string;
  /** The code the gate scans; only once approved. */
  readonly entryCode?: string;
  readonly createdAt: string;
}

/** What the member list can be narrowed to (`RC group/member/list` besides the page). */
export interface MemberQuery {
  /** Part of a name, or of a mobile number. */
  readonly keyword?: string;
  readonly reviewState?: MemberReviewState;
  readonly teamId?: string;
}

/** One member's entry code card on the printable sheets. */
export interface EntryCodeCard {
  readonly memberId: string;
  readonly name: string;
  readonly teamName: string;
  readonly entryCode: string;
}

/** A member who has no entry code to print yet, and why (their review state). */
export interface UnprintableMember {
  readonly memberId: string;
  readonly name: string;
  readonly teamName: string;
  readonly reviewState: Exclude<MemberReviewState, 'approved'>;
}

/** Every member's entry code, or why not (`RC group/member/codes`). */
export interface GroupEntryCodes {
  readonly cards: readonly EntryCodeCard[];
  readonly notPrintable: readonly UnprintableMember[];
}

/**
 * The entry codes as one PDF to print on a computer (`RC group/member/codes/pdf`, issue 27): six cards
 * an A4 page, at a signed address valid a few minutes (no token in it); `count` cards in it.
 */
export interface EntryCodesPdf extends SignedFile {
  readonly count: number;
}

/** How many members a bulk action changed. */
export interface BulkOutcome {
  readonly count: number;
}

/** A sub-account of a group account: a login of its own (account and password) under the leader's. */
export interface SubAccount {
  readonly userId: string;
  readonly account: string;
  readonly name: string;
  /** A mainland mobile. */
  readonly phone: string;
  readonly createdAt: string;
  /** The leader disabled it (issue 29): its logins are refused every group call until enabled again. */
  readonly disabled: boolean;
}

/**
 * The members as a CSV file (issue 29): the list as filtered, or the bilingual template with no member,
 * UTF-8 with a byte order mark so Excel reads the Chinese, at a signed address valid a few minutes (no
 * token in it); `count` members in it.
 */
export interface MemberSheetFile extends SignedFile {
  readonly count: number;
}

/** A row of an import the server refuses, by its index among those sent: the field and why. */
export interface MemberRowRefusal {
  readonly index: number;
  readonly field: 'name' | 'phone' | 'idType' | 'idNumber' | 'teamId';
  /** GROUP.MEMBER_DUPLICATE (in the group already), REGISTRATION.DUPLICATE_DOCUMENT (registered elsewhere on the exhibition), GROUP.TEAM_UNKNOWN, or the field's VALIDATION code. */
  readonly code: ErrorCode;
}

/** What the join link says of its group to whoever opens it (issue 29, `RC group/joinInfo`, no login). */
export interface GroupJoinInfo {
  readonly groupId: string;
  readonly name: string;
  readonly organisation: string;
  /** The leader's name, as registered (the spec masks mobiles, documents and e-mails, not names). */
  readonly leaderName: string;
}
