// The group management and sub-account shapes of docs/endpoints.md "Group management and
// sub-accounts" (issue 16), field by field as the catalogue has them.

export type ReviewState = 'pending' | 'approved' | 'rejected';
export type IdType = 'idCard' | 'passport' | 'hkMacaoPermit' | 'taiwanPermit';

export interface ReviewCounts {
  pending: number;
  approved: number;
  rejected: number;
  total: number;
}

export interface Team {
  teamId: string;
  name: string;
  memberCount: number;
}

export interface GroupDetails {
  name: string;
  organisation: string;
  contact: string;
  phone: string;
  expectedSize: number;
  arrivalDate: string;
  departureDate?: string;
}

export interface Group extends GroupDetails {
  groupId: string;
  formed: boolean;
  teams: Team[];
  counts: ReviewCounts;
  updateTime: string;
}

export interface MemberFields {
  name: string;
  phone: string;
  idType: IdType;
  idNumber: string;
  teamId: string;
}

export interface Member extends MemberFields {
  memberId: string;
  teamName: string;
  reviewState: ReviewState;
  rejectReason?: string;
  entryCode?: string;
  createdAt: string;
}

export interface EntryCodeCard {
  memberId: string;
  name: string;
  teamName: string;
  entryCode: string;
}

export interface UnprintableMember {
  memberId: string;
  name: string;
  teamName: string;
  reviewState: Exclude<ReviewState, 'approved'>;
}

export interface EntryCodes {
  cards: EntryCodeCard[];
  notPrintable: UnprintableMember[];
}

export interface BulkOutcome {
  count: number;
}

export interface SubAccount {
  userId: string;
  account: string;
  name: string;
  phone: string;
  createdAt: string;
  disabled: boolean;
}
