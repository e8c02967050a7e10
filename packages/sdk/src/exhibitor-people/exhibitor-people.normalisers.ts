// The exhibitor's people replies in the domain's shape, whatever placeholders the backend wrote for
// absent values (wire/absent-values.ts): no English name, refusal reason or expiry ("") is none, null
// lists are empty, and a state the app does not know reads as `reviewing` (the organiser's to decide).
import type { Page } from '@fairpass/domain';
import type { SignedFile } from '@fairpass/domain/files';
import { PASS_STATES, type ExtraPassOrder, type HolderPhoto, type HoldersSubmitted, type LossReported, type PassHolder, type PassState, type PassTypes, type PreviousHolder, type StaffInviteCode, type StaffInviteLanding, type VisitorInvited } from '@fairpass/domain/exhibitor-people';
import { MEMBER_ID_TYPES, type MemberIdType } from '@fairpass/domain/groups';
import { readPage } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

const PASS_TYPES_SHAPE: ShapeOf<PassTypes> = {
  object: {
    types: {
      list: {
        object: { type: 'text', name: 'text', nameEn: 'optionalText', quota: 'number', used: 'number', left: 'number', opensAt: 'text', closesAt: 'text', state: 'text' },
      },
    },
    serverTime: 'text',
  },
};

const HOLDER_SHAPE: ShapeOf<PassHolder> = {
  object: { id: 'text', credentialType: 'text', name: 'text', phone: 'text', idType: 'text', idNumber: 'text', state: 'text', rejectReason: 'optionalText', photo: 'flag', visitorInvitedAt: 'optionalText' },
};

const PREVIOUS_SHAPE: ShapeOf<PreviousHolder> = {
  object: { id: 'text', name: 'text', phone: 'text', idType: 'text', idNumber: 'text', reused: 'flag' },
};

const idTypeOf = (value: string): MemberIdType => ((MEMBER_ID_TYPES as readonly string[]).includes(value) ? (value as MemberIdType) : 'idCard');
const stateOf = (value: string): PassState => ((PASS_STATES as readonly string[]).includes(value) ? (value as PassState) : 'reviewing');

export const normalisePassTypes = (raw: unknown): PassTypes => {
  const read = readReply(raw, PASS_TYPES_SHAPE) as PassTypes;
  return { ...read, types: read.types.map((t) => ({ ...t, left: Math.max(0, t.left), state: t.state === 'open' ? 'open' : 'closed' })) };
};

export const normaliseHolderPage = (raw: unknown): Page<PassHolder> =>
  readPage(raw, HOLDER_SHAPE, (holder) => ({ ...holder, idType: idTypeOf(holder.idType), state: stateOf(holder.state) }));

export const normalisePrevious = (raw: unknown): readonly PreviousHolder[] =>
  (readReply(raw, { list: PREVIOUS_SHAPE }) as PreviousHolder[]).map((p) => ({ ...p, idType: idTypeOf(p.idType) }));

export const normaliseSubmitted = (raw: unknown): HoldersSubmitted => readReply(raw, { object: { accepted: 'number', left: 'number' } }) as HoldersSubmitted;

export const normaliseLossReported = (raw: unknown): LossReported => readReply(raw, { object: { relationId: 'text', name: 'text' } }) as LossReported;

export const normaliseVisitorInvited = (raw: unknown): VisitorInvited =>
  readReply(raw, { object: { relationId: 'text', name: 'text', sentTo: 'text', invitedAt: 'text' } }) as VisitorInvited;

export const normaliseExtraPassOrder = (raw: unknown): ExtraPassOrder =>
  readReply(raw, { object: { orderId: 'text', orderNo: 'text', kind: 'text', orderStatus: 'text', paymentStatus: 'text', total: 'text', currency: 'text' } }) as ExtraPassOrder;

export const normalisePhoto = (raw: unknown): HolderPhoto => readReply(raw, { object: { fileId: 'text', name: 'text', size: 'number' } }) as HolderPhoto;

export const normaliseInviteCode = (raw: unknown): StaffInviteCode =>
  readReply(raw, { object: { registerLinkId: 'text', deptId: 'text', code: 'text', credentialType: 'text', expiresAt: 'optionalText' } }) as StaffInviteCode;

export const normaliseLanding = (raw: unknown): StaffInviteLanding =>
  readReply(raw, {
    object: { companyName: 'text', companyNameEn: 'optionalText', boothNos: { list: 'text' }, credentialType: 'text', credentialName: 'text', credentialNameEn: 'optionalText' },
  }) as StaffInviteLanding;

const SHEET_FILE_SHAPE: ShapeOf<SignedFile> = { object: { url: 'text', fileName: 'text', expireTime: 'text' } };

/** The staff sheet's template at its signed address. */
export const normaliseSheetFile = (raw: unknown): SignedFile => readReply(raw, SHEET_FILE_SHAPE) as SignedFile;
