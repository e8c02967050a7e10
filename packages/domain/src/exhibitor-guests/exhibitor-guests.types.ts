// The exhibitor's guests (design exhibitor.md §2.5, slice B): everyone the company invited as a buyer
// and every registration through its links (`RC invite/records`), and its VIP invitations against a
// quota (`RC vip/*`). Times are `yyyy-MM-dd HH:mm:ss` Beijing time.
import type { InviteFormType } from '../reach/reach.types';

/** Where a buyer stands: invited, registered (form incomplete), in review, approved, refused, or came through the gate. */
export const GUEST_STATES = ['sent', 'incomplete', 'reviewing', 'approved', 'rejected', 'entered'] as const;
export type GuestState = (typeof GUEST_STATES)[number];

/** One invitee or registration of the company (`RC invite/records`). */
export interface GuestRecord {
  readonly id: string;
  readonly inviteType: InviteFormType;
  /** The name typed for a send, a registrant's masked name (张*) otherwise. */
  readonly name: string;
  /** A send's mobile or e-mail address, masked. */
  readonly recipient?: string;
  readonly state: GuestState;
  /** Who of the company invited them. */
  readonly inviterName: string;
  readonly createTime: string;
  readonly registerTime?: string;
}

/** How many of the company's guests stand in one state (`RC invite/recordCounts`). */
export interface GuestStateCount {
  readonly state: GuestState;
  readonly count: number;
}

/** The company's VIP quota (`RC vip/quota`): `used` by registered VIPs, `reserved` by invitations still open. */
export interface VipQuota {
  readonly quota: number;
  readonly used: number;
  readonly reserved: number;
  readonly left: number;
}

/** Where a VIP invitation stands. */
export const VIP_STATES = ['sent', 'registered', 'optedOut'] as const;
export type VipState = (typeof VIP_STATES)[number];

/** The languages a VIP invitation is written in. */
export const VIP_LANGUAGES = ['zh', 'en'] as const;
export type VipLanguage = (typeof VIP_LANGUAGES)[number];

/** One VIP invitation (`RC vip/list`). */
export interface VipInvitation {
  readonly id: string;
  readonly name: string;
  /** The mobile or e-mail address, masked. */
  readonly recipient: string;
  readonly company?: string;
  readonly title?: string;
  readonly language: VipLanguage;
  readonly state: VipState;
  readonly createTime: string;
  readonly registerTime?: string;
  /** The invitation letter's number (VI-yyyy-nnnnnn). */
  readonly number: string;
  /** The bilingual invitation letter (PDF with its verification QR code) at a signed address; none once declined. */
  readonly pdfUrl?: string;
}

/** What `POST RC vip/invite` takes. */
export interface VipInviteFields {
  readonly name: string;
  /** A mainland mobile (sent by text) or an e-mail address. */
  readonly recipient: string;
  readonly company: string;
  readonly title: string;
  readonly language: VipLanguage;
}
