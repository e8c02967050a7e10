// The VIP quota (design exhibitor.md §5.2 rule 6, ours): the quota is consumed when an invited VIP
// registers, not when the invitation is sent. An open invitation holds a place (`reserved`) so the
// company cannot promise more places than it has; an opted-out one frees it. One rule: another invitation
// may go while `left = quota − used − reserved > 0`.
import type { VipQuota, VipState } from './exhibitor-guests.types';

/** The quota as the company sees it, from the invitations' states. */
export function vipQuotaOf(quota: number, states: readonly VipState[]): VipQuota {
  const used = states.filter((s) => s === 'registered').length;
  const reserved = states.filter((s) => s === 'sent').length;
  return { quota, used, reserved, left: Math.max(0, quota - used - reserved) };
}

export interface VipQuotaRefusal {
  readonly code: 'VIP.QUOTA_USED_UP';
  readonly params: { readonly quota: string };
}

/** Why another VIP cannot be invited now, or undefined when one can. */
export const vipInviteRefusal = (quota: VipQuota): VipQuotaRefusal | undefined =>
  quota.left > 0 ? undefined : { code: 'VIP.QUOTA_USED_UP', params: { quota: String(quota.quota) } };

/** What happens to an invitation when its VIP registers through it: a sent one is now used; others stay. */
export const vipStateOnRegistration = (state: VipState): VipState => (state === 'sent' ? 'registered' : state);
