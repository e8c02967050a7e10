// The exhibitor's guests failures (design exhibitor.md §2.5, wire 51xx): 5103 the company's VIP quota is
// taken (by registered VIPs and open invitations), with the quota. 4811/4812 (recipient invalid, already
// registered) are the reach area's.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'VIP.QUOTA_USED_UP': { messageKey: 'errors.vip_quota_used_up', params: ['quota'] },
  },
  wire: {
    5103: { code: 'VIP.QUOTA_USED_UP', params: ['quota'] },
  },
});
