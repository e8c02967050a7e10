// The groups area's failures: group management and sub-accounts (issues 16 and 29, wire 4601–4606 and 4611–4613):
// its codes with their catalogue entries, and the wire codes its endpoints answer with. A duplicate's
// `field` ('phone' or 'idNumber', the one already in the group) and a taken account's name travel for
// the screen; the messages name both. A
// bulk action by filter that now matches another number of members (4606) carries that `count`; a
// sub-account its leader disabled is refused every group call (4612), and one outside its scope 4613.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'GROUP.NOT_LEADER': { messageKey: 'errors.group_not_leader' },
    'GROUP.NOT_SET_UP': { messageKey: 'errors.group_not_set_up' },
    'GROUP.MEMBER_DUPLICATE': { messageKey: 'errors.group_member_duplicate' },
    'GROUP.MEMBER_LOCKED': { messageKey: 'errors.group_member_locked' },
    'GROUP.TEAM_UNKNOWN': { messageKey: 'errors.group_team_unknown' },
    'GROUP.SELECTION_CHANGED': { messageKey: 'errors.group_selection_changed', params: ['count'] },
    'SUBACCOUNT.ACCOUNT_TAKEN': { messageKey: 'errors.subaccount_account_taken', params: ['account'] },
    'SUBACCOUNT.DISABLED': { messageKey: 'errors.subaccount_disabled' },
    'SUBACCOUNT.NOT_ALLOWED': { messageKey: 'errors.subaccount_not_allowed' },
  },
  wire: {
    4601: { code: 'GROUP.NOT_LEADER' },
    4602: { code: 'GROUP.NOT_SET_UP' },
    4603: { code: 'GROUP.MEMBER_DUPLICATE', params: ['field'] },
    4604: { code: 'GROUP.MEMBER_LOCKED' },
    4605: { code: 'GROUP.TEAM_UNKNOWN' },
    4606: { code: 'GROUP.SELECTION_CHANGED', params: ['count'] },
    4611: { code: 'SUBACCOUNT.ACCOUNT_TAKEN', params: ['account'] },
    4612: { code: 'SUBACCOUNT.DISABLED' },
    4613: { code: 'SUBACCOUNT.NOT_ALLOWED' },
  },
});
