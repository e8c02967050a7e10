// The shapes of the exhibitor's people endpoints (issue 31, design exhibitor.md §2.4 and §5.2 "ours"),
// field by field: the server's own copy, never imported from the domain or the SDK.

export interface PassTypeWire {
  type: string;
  name: string;
  nameEn: string;
  quota: number;
  used: number;
  left: number;
  opensAt: string;
  closesAt: string;
  state: 'open' | 'closed';
}

export interface PassTypesWire {
  types: PassTypeWire[];
  /** The server's clock, `yyyy-MM-dd HH:mm:ss` Beijing time, to judge the windows on. */
  serverTime: string;
}

export interface PassHolderWire {
  id: string;
  credentialType: string;
  name: string;
  /** Masked: 138****0030. */
  phone: string;
  idType: string;
  /** Masked: first 3 and last 4 kept. */
  idNumber: string;
  state: string;
  rejectReason: string;
  /** Whether the holder's photo was given. */
  photo: boolean;
  /** When the holder was last invited to visit as a visitor, Beijing time; "" when never. */
  visitorInvitedAt: string;
}

export interface HoldersSubmittedWire {
  accepted: number;
  left: number;
}

export interface PreviousHolderWire {
  id: string;
  name: string;
  phone: string;
  idType: string;
  idNumber: string;
  reused: boolean;
}

export interface StaffInviteCodeWire {
  registerLinkId: string;
  deptId: string;
  code: string;
  credentialType: string;
  expiresAt: string;
}

export interface StaffInviteLandingWire {
  companyName: string;
  companyNameEn: string;
  boothNos: string[];
  credentialType: string;
  credentialName: string;
  credentialNameEn: string;
}

export interface VisitorInvitedWire {
  relationId: string;
  name: string;
  /** The mobile the text went to, masked. */
  sentTo: string;
  /** Beijing time. */
  invitedAt: string;
}

export interface LossReportedWire {
  /** The new pass's holder record. */
  relationId: string;
  name: string;
}

export interface HolderPhotoWire {
  fileId: string;
  name: string;
  size: number;
}

/** `GET RC relation/sheetTemplate`: the staff sheet's template at a signed address (no token in it). */
export interface SignedFileWire {
  url: string;
  fileName: string;
  expireTime: string;
}
