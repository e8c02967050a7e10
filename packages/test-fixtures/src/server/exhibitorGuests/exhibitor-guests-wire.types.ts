// The shapes of the exhibitor's guests endpoints (issue 31, design exhibitor.md §2.5 and §5.2 "ours"),
// field by field: the server's own copy, never imported from the domain or the SDK.

export interface GuestRecordWire {
  id: string;
  inviteType: 'SHORT_MSG' | 'EMAIL' | 'QRCODE' | 'LINK';
  name: string;
  /** Masked; "" for a registration through a link. */
  recipient: string;
  state: 'sent' | 'incomplete' | 'reviewing' | 'approved' | 'rejected' | 'entered';
  inviterName: string;
  createTime: string;
  /** "" until the person registers. */
  registerTime: string;
}

export interface GuestStateCountWire {
  state: GuestRecordWire['state'];
  count: number;
}

export interface VipQuotaWire {
  quota: number;
  used: number;
  reserved: number;
  left: number;
}

export interface VipInvitationWire {
  id: string;
  name: string;
  /** Masked. */
  recipient: string;
  company: string;
  title: string;
  language: 'zh' | 'en';
  state: 'sent' | 'registered' | 'optedOut';
  createTime: string;
  registerTime: string;
  /** The invitation letter's number (VI-yyyy-nnnnnn) and its bilingual PDF at a signed address (none once declined). */
  number: string;
  pdfUrl: string | null;
}

export interface FunnelRowWire {
  inviteType: GuestRecordWire['inviteType'];
  invited: number;
  registered: number;
  approved: number;
  entered: number;
}

export interface TemplateFunnelRowWire {
  templateId: string;
  scope: 'organiser' | 'mine';
  /** As written, placeholders unfilled: `company` fills them. */
  titleZh: string;
  titleEn: string;
  invited: number;
  registered: number;
  approved: number;
  entered: number;
}

export interface TemplateFunnelWire {
  rows: TemplateFunnelRowWire[];
  /** The company's share facts the titles' %%placeholders%% are filled with. */
  company: { fullName: string; fullEnName: string; companyExhibitionVO: { exhibitionHallNo: string; boothNo: string; boothNos: string } };
}
