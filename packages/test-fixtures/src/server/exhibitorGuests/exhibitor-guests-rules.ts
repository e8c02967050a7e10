// The exhibitor's guests rules the contract server keeps its own copy of (the domain's vip-quota.ts and
// guest-state.ts; exhibitor-guests-rules.test.ts holds them to the domain): the VIP quota consumed on
// registration, an open invitation holding a place, and a buyer's state from their registration.
export type VipStateName = 'sent' | 'registered' | 'optedOut';

export interface VipCounts {
  quota: number;
  used: number;
  reserved: number;
  left: number;
}

export function vipCounts(quota: number, states: readonly VipStateName[]): VipCounts {
  const used = states.filter((s) => s === 'registered').length;
  const reserved = states.filter((s) => s === 'sent').length;
  return { quota, used, reserved, left: Math.max(0, quota - used - reserved) };
}

export interface Progress {
  completeResult: string;
  examineResult: string;
}

export function buyerStateOf(progress: Progress | undefined, entered: boolean): 'sent' | 'incomplete' | 'reviewing' | 'approved' | 'rejected' | 'entered' {
  if (progress === undefined) return 'sent';
  if (progress.completeResult !== 'succ') return 'incomplete';
  if (progress.examineResult === 'approve') return entered ? 'entered' : 'approved';
  if (progress.examineResult === 'reject') return 'rejected';
  return 'reviewing';
}

export type WayName = 'SHORT_MSG' | 'EMAIL' | 'QRCODE' | 'LINK';
export type BuyerStateName = ReturnType<typeof buyerStateOf>;

export interface FunnelCounts {
  inviteType: WayName;
  invited: number;
  registered: number;
  approved: number;
  entered: number;
}

/** Per way: invited (or came through it), registered, approved, entered; a later state counts in every earlier step. */
export function funnelOf(records: readonly { inviteType: WayName; state: BuyerStateName }[]): FunnelCounts[] {
  const ways: WayName[] = ['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK'];
  return ways.map((inviteType) => {
    const by = records.filter((r) => r.inviteType === inviteType);
    return {
      inviteType,
      invited: by.length,
      registered: by.filter((r) => r.state !== 'sent').length,
      approved: by.filter((r) => r.state === 'approved' || r.state === 'entered').length,
      entered: by.filter((r) => r.state === 'entered').length,
    };
  });
}

export interface TemplateNames {
  id: string;
  scope: 'organiser' | 'mine';
  titleZh: string;
  titleEn: string;
}

/** Per template some buyer came through, most invited first (ties in the templates' order). */
export function templateFunnelOf(records: readonly { templateId: string; state: BuyerStateName }[], templates: readonly TemplateNames[]) {
  return templates
    .map(({ id, scope, titleZh, titleEn }) => {
      const by = records.filter((r) => r.templateId === id);
      return {
        templateId: id,
        scope,
        titleZh,
        titleEn,
        invited: by.length,
        registered: by.filter((r) => r.state !== 'sent').length,
        approved: by.filter((r) => r.state === 'approved' || r.state === 'entered').length,
        entered: by.filter((r) => r.state === 'entered').length,
      };
    })
    .filter((row) => row.invited > 0)
    .sort((a, b) => b.invited - a.invited);
}
