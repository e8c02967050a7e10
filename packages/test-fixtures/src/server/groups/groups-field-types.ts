// The declared (Java) types of the group routes' replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the tables): an absent departure date, reject reason or entry code is
// written "", a leader without a group `{}`.
import { RC } from '../context';
import { pageOf, type JavaKind, type KindOf } from '../wire-field-types';
import type { BulkOutcome, EntryCodes, Group, Member, SubAccount } from './groups-wire.types';

export const GROUP: KindOf<Group> = {
  object: {
    groupId: 'string',
    name: 'string',
    organisation: 'string',
    contact: 'string',
    phone: 'string',
    expectedSize: 'number',
    arrivalDate: 'string',
    departureDate: 'string',
    formed: 'boolean',
    teams: { list: { object: { teamId: 'string', name: 'string', memberCount: 'number' } } },
    counts: { object: { pending: 'number', approved: 'number', rejected: 'number', total: 'number' } },
    updateTime: 'string',
  },
};

export const MEMBER: KindOf<Member> = {
  object: {
    memberId: 'string',
    name: 'string',
    phone: 'string',
    idType: 'string',
    idNumber: 'string',
    teamId: 'string',
    teamName: 'string',
    reviewState: 'string',
    rejectReason: 'string',
    entryCode: 'string',
    createdAt: 'string',
  },
};

export const ENTRY_CODES: KindOf<EntryCodes> = {
  object: {
    cards: { list: { object: { memberId: 'string', name: 'string', teamName: 'string', entryCode: 'string' } } },
    notPrintable: { list: { object: { memberId: 'string', name: 'string', teamName: 'string', reviewState: 'string' } } },
  },
};

export const BULK_OUTCOME: KindOf<BulkOutcome> = { object: { count: 'number' } };

export const SUB_ACCOUNT: KindOf<SubAccount> = { object: { userId: 'string', account: 'string', name: 'string', phone: 'string', createdAt: 'string', disabled: 'boolean' } };

/** The group routes' reply types (issue 16). */
export const GROUPS_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}group/detail`]: GROUP,
  [`GET ${RC}group/joinInfo`]: { object: { groupId: 'string', name: 'string', organisation: 'string', leaderName: 'string' } },
  [`POST ${RC}group/save`]: GROUP,
  [`GET ${RC}group/member/list`]: pageOf(MEMBER),
  [`GET ${RC}group/member/detail`]: MEMBER,
  [`POST ${RC}group/member/add`]: MEMBER,
  [`POST ${RC}group/member/update`]: MEMBER,
  [`POST ${RC}group/member/remove`]: BULK_OUTCOME,
  [`POST ${RC}group/member/move`]: BULK_OUTCOME,
  [`POST ${RC}group/member/removeByFilter`]: BULK_OUTCOME,
  [`POST ${RC}group/member/moveByFilter`]: BULK_OUTCOME,
  [`GET ${RC}group/member/codes`]: ENTRY_CODES,
  [`GET ${RC}group/member/codes/pdf`]: { object: { url: 'string', fileName: 'string', count: 'number', expireTime: 'string' } },
  [`GET ${RC}group/member/export`]: { object: { url: 'string', fileName: 'string', count: 'number', expireTime: 'string' } },
  [`POST ${RC}group/member/check`]: { list: { object: { index: 'number', field: 'string', reason: 'string' } } },
  [`POST ${RC}group/member/import`]: BULK_OUTCOME,
  [`GET ${RC}subordinate/list`]: pageOf(SUB_ACCOUNT),
  [`GET ${RC}subordinate/detail`]: SUB_ACCOUNT,
  [`POST ${RC}subordinate/add`]: SUB_ACCOUNT,
  [`POST ${RC}subordinate/update`]: SUB_ACCOUNT,
  [`POST ${RC}subordinate/resetPwd`]: 'boolean',
  [`POST ${RC}subordinate/disable`]: SUB_ACCOUNT,
  [`POST ${RC}subordinate/remove`]: 'boolean',
};
