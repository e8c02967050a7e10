// The exhibitor's people (design exhibitor.md §2.4, slice B): the company's pass types with their quota
// and application window, the holders of each pass, last edition's holders to reuse, and the link by
// which staff apply for a pass themselves. "Documents" (证件) are passes, not files (decision 1).
import type { MemberIdType } from '../groups/group.types';

/** Where a pass holder stands: the organiser reviews (decision 6); a lost pass is reissued with a new code. */
export const PASS_STATES = ['incomplete', 'reviewing', 'approved', 'rejected', 'lost', 'reissued'] as const;
export type PassState = (typeof PASS_STATES)[number];

/** One pass type of the company (`GET RC credential/byDept`). Times `yyyy-MM-dd HH:mm:ss`, Beijing time. */
export interface PassType {
  /** `exhibitor`, `buildUp`, `dismantling` … */
  readonly type: string;
  readonly name: string;
  readonly nameEn?: string;
  readonly quota: number;
  readonly used: number;
  readonly left: number;
  readonly opensAt: string;
  readonly closesAt: string;
  readonly state: 'open' | 'closed';
}

/** The company's pass types and the server's clock they are judged on. */
export interface PassTypes {
  readonly types: readonly PassType[];
  readonly serverTime: string;
}

/** A holder of one pass as the list shows them: mobile and ID number masked by the server. */
export interface PassHolder {
  readonly id: string;
  readonly credentialType: string;
  readonly name: string;
  readonly phone: string;
  readonly idType: MemberIdType;
  readonly idNumber: string;
  readonly state: PassState;
  /** Why the organiser refused it. */
  readonly rejectReason?: string;
  /** Whether the holder's photo was given (face-checked entry). */
  readonly photo: boolean;
  /** When the holder was last invited to visit as a visitor (`relation/inviteVisitor`), exhibition time. */
  readonly visitorInvitedAt?: string;
}

/** A holder to add, as sent (`POST RC relation/submit`, all or none). */
export interface PassHolderFields {
  readonly name: string;
  readonly phone: string;
  readonly idType: MemberIdType;
  readonly idNumber: string;
  /** The holder's photo as uploaded (`POST RC relation/photo/upload`), when given. */
  readonly photoFileId?: string;
}

/** A holder's photo the server keeps until a submission names it. */
export interface HolderPhoto {
  readonly fileId: string;
  readonly name: string;
  readonly size: number;
}

/** Someone who held this pass type at the previous edition (`GET RC relation/history`). */
export interface PreviousHolder {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly idType: MemberIdType;
  readonly idNumber: string;
  /** Applied again this edition already (for this company). */
  readonly reused: boolean;
}

/** The link (and its code) by which staff apply for a pass themselves (`GET RC relation/inviteCode`). */
export interface StaffInviteCode {
  readonly registerLinkId: string;
  /** The company the link is for (the link's `inviteDeptId`). */
  readonly deptId: string;
  readonly code: string;
  readonly credentialType: string;
  readonly expiresAt?: string;
}

/** What an applying staff member's landing shows (`GET RC staffInvite/landing`, no login). */
export interface StaffInviteLanding {
  readonly companyName: string;
  readonly companyNameEn?: string;
  readonly boothNos: readonly string[];
  readonly credentialType: string;
  readonly credentialName: string;
  readonly credentialNameEn?: string;
}

/** What a loss report answers (`POST RC relation/reportLoss`): the old pass is lost (its code refused at
 * the gate) and a new one issued to the same person. */
export interface LossReported {
  /** The new pass's holder record. */
  readonly relationId: string;
  readonly name: string;
}

/** What a visitor invitation answers (`POST RC relation/inviteVisitor`): the text message went out with
 * the exhibition's visitor registration link, naming the company as the one who invites. */
export interface VisitorInvited {
  readonly relationId: string;
  readonly name: string;
  /** The mobile it went to, masked: 138****0030. */
  readonly sentTo: string;
  /** Exhibition time, `YYYY-MM-DD HH:mm:ss`. */
  readonly invitedAt: string;
}

/** The order extra passes make (`POST RC relation/placeOrder`, kind `credential`): what the pay step needs. */
export interface ExtraPassOrder {
  readonly orderId: string;
  readonly orderNo: string;
  readonly kind: string;
  readonly orderStatus: string;
  readonly paymentStatus: string;
  /** Yuan, as the server writes it: "400.00". */
  readonly total: string;
  readonly currency: string;
}
