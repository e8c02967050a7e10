// The invitation funnel per way (issue 31 "beyond the anchors"): of the company's buyers who came by each
// way, how many were invited or came through it, registered, were approved and entered through the gate —
// so the exhibitor sees which invitation worked. A later state counts in every earlier step.
import { INVITE_FORM_TYPES, type InviteFormType } from '../reach/reach.types';
import type { GuestState } from './exhibitor-guests.types';

/** One way's steps (`RC invite/funnel`). */
export interface FunnelRow {
  readonly inviteType: InviteFormType;
  readonly invited: number;
  readonly registered: number;
  readonly approved: number;
  readonly entered: number;
}

const REGISTERED: readonly GuestState[] = ['incomplete', 'reviewing', 'approved', 'rejected', 'entered'];
const APPROVED: readonly GuestState[] = ['approved', 'entered'];

/** The four ways' funnels, in the ways' order, from the buyers' ways and states. */
export function invitationFunnel(records: readonly { readonly inviteType: InviteFormType; readonly state: GuestState }[]): FunnelRow[] {
  return INVITE_FORM_TYPES.map((inviteType) => {
    const by = records.filter((r) => r.inviteType === inviteType);
    return {
      inviteType,
      invited: by.length,
      registered: by.filter((r) => REGISTERED.includes(r.state)).length,
      approved: by.filter((r) => APPROVED.includes(r.state)).length,
      entered: by.filter((r) => r.state === 'entered').length,
    };
  });
}

/** A step as a share of the invited, in whole per cent (0 when nobody was invited that way). */
export const funnelShare = (step: number, invited: number): number => (invited === 0 ? 0 : Math.round((step / invited) * 100));
