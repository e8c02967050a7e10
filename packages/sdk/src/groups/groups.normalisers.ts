// The group replies in the domain's shape, whatever placeholders the backend wrote for absent values
// (wire/absent-values.ts): a group without a departure date has no `departureDate` (""), a member not
// refused no `rejectReason`, one not approved no `entryCode`; a leader without a group ({} or null) has
// no group at all.
import type { Page } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { BulkOutcome, EntryCodesPdf, GroupEntryCodes, GroupJoinInfo, GroupMember, MemberRowRefusal, MemberSheetFile, SubAccount, VisitingGroup } from '@fairpass/domain/groups';
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

/** `group/member/export`: the sheet's signed address and how many members it holds. */
export const normaliseMemberSheet = (raw: unknown): MemberSheetFile => readReply(raw, ENTRY_CODES_PDF_SHAPE) as MemberSheetFile;

/** Why the server would refuse a row, as the error code the screens word (issue 29). */
const ROW_REASON: Readonly<Record<string, ErrorCode>> = {
  inGroup: 'GROUP.MEMBER_DUPLICATE',
  registered: 'REGISTRATION.DUPLICATE_DOCUMENT',
  teamUnknown: 'GROUP.TEAM_UNKNOWN',
};
/** A bad field's code, by the field. */
const FIELD_REASON: Readonly<Record<string, ErrorCode>> = {
  name: 'VALIDATION.NAME_INVALID',
  phone: 'VALIDATION.PHONE_INVALID',
  idType: 'VALIDATION.OUT_OF_RANGE',
  idNumber: 'VALIDATION.ID_NUMBER_INVALID',
  teamId: 'GROUP.TEAM_UNKNOWN',
};
const ROW_FIELDS: readonly string[] = ['name', 'phone', 'idType', 'idNumber', 'teamId'];

/** `group/member/check`: each refused row with its field and why (null or {} → none; entries of no known field dropped). */
export function normaliseRowRefusals(raw: unknown): MemberRowRefusal[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown): MemberRowRefusal[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { index, field, reason } = entry as Record<string, unknown>;
    if (typeof index !== 'number' || typeof field !== 'string' || !ROW_FIELDS.includes(field)) return [];
    const code = (typeof reason === 'string' ? ROW_REASON[reason] : undefined) ?? FIELD_REASON[field] ?? 'VALIDATION.OUT_OF_RANGE';
    return [{ index, field: field as MemberRowRefusal['field'], code }];
  });
}

/** `group/joinInfo`: the group a join link names, or undefined when it names none (null or {}). */
export const normaliseJoinInfo = (raw: unknown): GroupJoinInfo | undefined => {
  const present = objectOrNull(raw);
  return present === null ? undefined : (readReply(present, { object: { groupId: 'text', name: 'text', organisation: 'text', leaderName: 'text' } }) as GroupJoinInfo);
};
