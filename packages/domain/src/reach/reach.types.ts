// Invitations, traceability channels, sharing and the sharers' ranking as the `RC invite/*`,
// `RC source/*` and `RC share/*` endpoints send them (docs/endpoints.md "Invitations, sources, sharing
// and reach"). Times are `yyyy-MM-dd HH:mm:ss` Beijing time. Jackson's nulls are read as absent by the
// SDK before they reach these types.

/** The four ways to invite someone (spec §2 `/inviteRegistration-form/{inviteFormType}`). */
export const INVITE_FORM_TYPES = ['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK'] as const;
/** One of the four ways to invite. */
export type InviteFormType = (typeof INVITE_FORM_TYPES)[number];

/** The ways the server sends for the inviter: a text message or an e-mail to a named person. */
export const SENT_INVITE_TYPES = ['SHORT_MSG', 'EMAIL'] as const satisfies readonly InviteFormType[];
/** A way the server sends: `SHORT_MSG` or `EMAIL`. */
export type SentInviteType = (typeof SENT_INVITE_TYPES)[number];

/** How someone came to register through a user: one of the invitation ways, or the user's share card. */
export type InviteChannel = InviteFormType | 'SHARE';

/** Narrows untrusted text (a route parameter) to one of the four ways. */
export const isInviteFormType = (value: unknown): value is InviteFormType =>
  typeof value === 'string' && (INVITE_FORM_TYPES as readonly string[]).includes(value);

/** Narrows untrusted text to a way the server sends. */
export const isSentInviteType = (value: unknown): value is SentInviteType =>
  typeof value === 'string' && (SENT_INVITE_TYPES as readonly string[]).includes(value);

/**
 * The inviter's identity an invitation link carries (`RC invite/card`): the register link the
 * invited person's registration is recorded against, and who invited them.
 */
export interface InviteCard {
  readonly registerLinkId: string;
  readonly inviteUserId: string;
  readonly inviteUserName: string;
  /** The inviter's exhibitor department, when they invite for one. */
  readonly inviteDeptId?: string;
  /** The traceability channel the inviter came through; their invitees count for it too. */
  readonly sourceCode?: string;
}

/**
 * Where someone the user invited stands: `sent` (a text or e-mail went out, nobody registered through it
 * yet), then the registration's own progress.
 */
export type InviteeState = 'sent' | 'incomplete' | 'reviewing' | 'approved' | 'rejected';

/** One person the user invited (`RC invite/list`). */
export interface Invitee {
  readonly id: string;
  readonly inviteType: InviteChannel;
  /** The name the inviter typed for a send; a registrant's masked name (张*) otherwise. */
  readonly name: string;
  /** A send's mobile or e-mail address, masked. */
  readonly recipient?: string;
  readonly state: InviteeState;
  /** When the invitation was sent, or when the person registered through a link. */
  readonly createTime: string;
  readonly registerTime?: string;
}

/** An invitation the server sends (`RC invite/send`). */
export interface InvitationSend {
  readonly inviteType: SentInviteType;
  readonly name: string;
  /** A mainland mobile for SHORT_MSG, an e-mail address for EMAIL. */
  readonly recipient: string;
}

/** What the invited person's landing shows of the link (`RC invite/landing`, no token). */
export interface InviteLanding {
  /** The inviter's name as registered: plain text, never markup. */
  readonly inviterName: string;
}

/** A traceability channel (spec §5: its code at most 4 digits or letters) and its registrations. */
export interface SourceChannel {
  /** Upper case, unique on the exhibition. */
  readonly code: string;
  readonly name: string;
  /** Registrations that came with this code. */
  readonly registered: number;
  readonly createTime: string;
}

/** A channel as its form sends it (`RC source/save`). */
export interface SourceChannelDraft {
  readonly code: string;
  readonly name: string;
}

/** How many registered through the user, and where that puts them among the sharers (`RC share/mine`). */
export interface MyReach {
  readonly registered: number;
  /** Absent until someone registered through the user. */
  readonly rank?: number;
  /** Users with at least one registration through them. */
  readonly sharers: number;
}

/** One row of the sharers' ranking (`RC share/ranking`). */
export interface RankEntry {
  /** Competition ranking: equal counts share a rank, the next rank skips (1, 2, 2, 4). */
  readonly rank: number;
  /** Masked (宋*) but the caller's own. */
  readonly name: string;
  readonly registered: number;
  readonly mine: boolean;
}
