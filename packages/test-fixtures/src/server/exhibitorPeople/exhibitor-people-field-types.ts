// The declared (Java) types of the exhibitor's people replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the tables): no refusal reason is "", no expiry "".
import { RC } from '../context';
import { ORDER } from '../ticketing/ticketing-field-types';
import { pageOf, type JavaKind, type KindOf } from '../wire-field-types';
import type { HolderPhotoWire, HoldersSubmittedWire, LossReportedWire, PassHolderWire, VisitorInvitedWire, PassTypesWire, PreviousHolderWire, StaffInviteCodeWire, SignedFileWire, StaffInviteLandingWire } from './exhibitor-people-wire.types';

const PASS_TYPES: KindOf<PassTypesWire> = {
  object: {
    types: {
      list: {
        object: { type: 'string', name: 'string', nameEn: 'string', quota: 'number', used: 'number', left: 'number', opensAt: 'string', closesAt: 'string', state: 'string' },
      },
    },
    serverTime: 'string',
  },
};

const HOLDER: KindOf<PassHolderWire> = {
  object: { id: 'string', credentialType: 'string', name: 'string', phone: 'string', idType: 'string', idNumber: 'string', state: 'string', rejectReason: 'string', photo: 'boolean', visitorInvitedAt: 'string' },
};

const HOLDER_PAGE = pageOf(HOLDER);

const SUBMITTED: KindOf<HoldersSubmittedWire> = { object: { accepted: 'number', left: 'number' } };

const LOSS_REPORTED: KindOf<LossReportedWire> = { object: { relationId: 'string', name: 'string' } };

const VISITOR_INVITED: KindOf<VisitorInvitedWire> = { object: { relationId: 'string', name: 'string', sentTo: 'string', invitedAt: 'string' } };

const PHOTO: KindOf<HolderPhotoWire> = { object: { fileId: 'string', name: 'string', size: 'number' } };

const PREVIOUS: KindOf<PreviousHolderWire[]> = {
  list: { object: { id: 'string', name: 'string', phone: 'string', idType: 'string', idNumber: 'string', reused: 'boolean' } },
};

const INVITE_CODE: KindOf<StaffInviteCodeWire> = { object: { registerLinkId: 'string', deptId: 'string', code: 'string', credentialType: 'string', expiresAt: 'string' } };

const SIGNED_FILE: KindOf<SignedFileWire> = { object: { url: 'string', fileName: 'string', expireTime: 'string' } };

const LANDING: KindOf<StaffInviteLandingWire> = {
  object: { companyName: 'string', companyNameEn: 'string', boothNos: { list: 'string' }, credentialType: 'string', credentialName: 'string', credentialNameEn: 'string' },
};

/** The exhibitor's people routes' reply types (issue 31). */
export const EXHIBITOR_PEOPLE_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}credential/byDept`]: PASS_TYPES,
  [`GET ${RC}relation/list`]: HOLDER_PAGE,
  [`POST ${RC}relation/submit`]: SUBMITTED,
  [`POST ${RC}relation/remove`]: SUBMITTED,
  [`POST ${RC}relation/reportLoss`]: LOSS_REPORTED,
  [`POST ${RC}relation/inviteVisitor`]: VISITOR_INVITED,
  [`POST ${RC}relation/placeOrder`]: ORDER,
  [`POST ${RC}relation/photo/upload`]: PHOTO,
  [`GET ${RC}relation/history`]: PREVIOUS,
  [`POST ${RC}relation/reuse`]: SUBMITTED,
  [`GET ${RC}relation/inviteCode`]: INVITE_CODE,
  [`POST ${RC}relation/inviteCode/renew`]: INVITE_CODE,
  [`GET ${RC}staffInvite/landing`]: LANDING,
  [`GET ${RC}relation/sheetTemplate`]: SIGNED_FILE,
};
