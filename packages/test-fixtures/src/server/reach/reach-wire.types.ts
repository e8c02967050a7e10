// The reach replies on the wire (docs/endpoints.md "Invitations, sources, sharing and reach"). Absent
// values are left out here; the Jackson-nulls switch writes them as the backend does ("", -1).
import type { InviteChannel, InviteeState } from '@fairpass/domain';

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
