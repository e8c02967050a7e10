// The group replies in the domain's shape, whatever placeholders the backend wrote for absent values
// (wire/absent-values.ts): a group without a departure date has no `departureDate` (""), a member not
// refused no `rejectReason`, one not approved no `entryCode`; a leader without a group ({} or null) has
// no group at all.
import type { Page } from '@fairpass/domain';
import type { BulkOutcome, EntryCodesPdf, GroupEntryCodes, GroupMember, SubAccount, VisitingGroup } from '@fairpass/domain/groups';
import { objectOrNull } from '../wire/absent-values';
import { readPage } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

export const GROUP_SHAPE: ShapeOf<VisitingGroup> = {
  object: {
    groupId: 'text',
    name: 'text',
    organisation: 'text',
    contact: 'text',
    phone: 'text',
    expectedSize: 'number',
    arrivalDate: 'text',
    departureDate: 'optionalText',
    formed: 'flag',
    teams: { list: { object: { teamId: 'text', name: 'text', memberCount: 'number' } } },
    counts: { object: { pending: 'number', approved: 'number', rejected: 'number', total: 'number' } },
    updateTime: 'text',
  },
};

export const MEMBER_SHAPE: ShapeOf<GroupMember> = {
  object: {
    memberId: 'text',
    name: 'text',
    phone: 'text',
    idType: 'text',
    idNumber: 'text',
    teamId: 'text',
    teamName: 'text',
    reviewState: 'text',
    rejectReason: 'optionalText',
    entryCode: 'optionalText',
    createdAt: 'text',
  },
};

const PERSON = { memberId: 'text', name: 'text', teamName: 'text' } as const;

export const ENTRY_CODES_SHAPE: ShapeOf<GroupEntryCodes> = {
  object: {
    cards: { list: { object: { ...PERSON, entryCode: 'text' } } },
    notPrintable: { list: { object: { ...PERSON, reviewState: 'text' } } },
  },
};

export const SUB_ACCOUNT_SHAPE: ShapeOf<SubAccount> = {
  object: { userId: 'text', account: 'text', name: 'text', phone: 'text', createdAt: 'text', disabled: 'flag' },
};

/** `group/detail`: none ({} or null) → undefined. */
export const normaliseGroupOrNone = (raw: unknown): VisitingGroup | undefined => {
  const present = objectOrNull(raw);
  return present === null ? undefined : (readReply(present, GROUP_SHAPE) as VisitingGroup);
};

/** `group/save`. */
export const normaliseGroup = (raw: unknown): VisitingGroup => readReply(raw, GROUP_SHAPE) as VisitingGroup;

/** `group/member/list`. */
export const normaliseMemberPage = (raw: unknown): Page<GroupMember> => readPage(raw, MEMBER_SHAPE);

/** `group/member/detail`, `add`, `update`. */
export const normaliseMember = (raw: unknown): GroupMember => readReply(raw, MEMBER_SHAPE) as GroupMember;

/** `group/member/remove`, `move`. */
export const normaliseBulkOutcome = (raw: unknown): BulkOutcome => readReply(raw, { object: { count: 'number' } }) as BulkOutcome;

/** `group/member/codes` (null lists → []). */
export const normaliseEntryCodes = (raw: unknown): GroupEntryCodes => readReply(raw, ENTRY_CODES_SHAPE) as GroupEntryCodes;

export const ENTRY_CODES_PDF_SHAPE: ShapeOf<EntryCodesPdf> = {
  object: { url: 'text', fileName: 'text', expireTime: 'text', count: 'number' },
};

/** `group/member/codes/pdf`. */
export const normaliseEntryCodesPdf = (raw: unknown): EntryCodesPdf => readReply(raw, ENTRY_CODES_PDF_SHAPE) as EntryCodesPdf;

/** `subordinate/list`. */
export const normaliseSubAccountPage = (raw: unknown): Page<SubAccount> => readPage(raw, SUB_ACCOUNT_SHAPE);

/** `subordinate/detail`, `add`, `update`. */
export const normaliseSubAccount = (raw: unknown): SubAccount => readReply(raw, SUB_ACCOUNT_SHAPE) as SubAccount;
