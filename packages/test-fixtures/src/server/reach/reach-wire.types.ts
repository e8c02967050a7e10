// The reach replies on the wire (docs/endpoints.md "Invitations, sources, sharing and reach"). Absent
// values are left out here; the Jackson-nulls switch writes them as the backend does ("", -1). The
// server's own types: reach-rules.test.ts checks that the domain's types read them.

/** The four ways to invite (spec §2 `/inviteRegistration-form/{inviteFormType}`). */
export type InviteFormType = 'SHORT_MSG' | 'EMAIL' | 'QRCODE' | 'LINK';
/** The ways the server sends for the inviter: a text message or an e-mail. */
export type SentInviteType = 'SHORT_MSG' | 'EMAIL';
/** How someone came to register through a user: an invitation's way, or the user's share card. */
export type InviteChannel = InviteFormType | 'SHARE';
/** Where an invited person stands: nothing registered yet (`sent`), then their registration's progress. */
export type InviteeState = 'sent' | 'incomplete' | 'reviewing' | 'approved' | 'rejected';

export interface InviteCardWire {
  registerLinkId: string;
  inviteUserId: string;
  inviteUserName: string;
  inviteDeptId?: string;
  sourceCode?: string;
}

export interface InviteeWire {
  id: string;
  inviteType: InviteChannel;
  name: string;
  recipient?: string;
  state: InviteeState;
  createTime: string;
  registerTime?: string;
}

export interface InviteLandingWire {
  inviterName: string;
}

export interface SourceChannelWire {
  code: string;
  name: string;
  registered: number;
  createTime: string;
}

export interface MyReachWire {
  registered: number;
  rank?: number;
  sharers: number;
}

export interface RankEntryWire {
  rank: number;
  name: string;
  registered: number;
  mine: boolean;
}
