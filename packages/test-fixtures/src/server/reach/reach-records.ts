// What the reach backend keeps (issue 16): traceability channels, the invitations it sent, the
// registrations seeded as having come through someone, and the channel code each registration came with.
import type { LanguageType } from '../wire.types';
import type { InviteChannel, SentInviteType } from './reach-wire.types';

/** A traceability channel of one user on one exhibition; `code` is upper case and unique there. */
export interface SourceRecord {
  exhibitionId: string;
  ownerId: string;
  code: string;
  name: string;
  createdAt: number;
}

/** An invitation the server sent by text message or e-mail for a user. */
export interface SendRecord {
  sendId: string;
  exhibitionId: string;
  inviterId: string;
  inviteType: SentInviteType;
  name: string;
  recipient: string;
  sentAt: number;
  /** The register link of this one invitation: `inv-send-<sendId>`. */
  registerLinkId: string;
}

/** A registration that came through someone: an invitation (by way) or their share card. */
export interface ReferralRecord {
  registrantId: string;
  parentId: string;
  channel: InviteChannel;
  /** The send it came through, when it was a text message or e-mail. */
  sendId?: string;
  at: number;
}

/** A text message or e-mail as it went out (the test hook `GET /__contract/invite/outbox` shows it). */
export interface OutboxMessage {
  at: number;
  channel: 'sms' | 'email';
  recipient: string;
  language: LanguageType;
  text: string;
  link: string;
}
