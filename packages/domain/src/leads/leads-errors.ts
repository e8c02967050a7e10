// The lead tool's failures (issue 17, wire 4902–4909; 4901, a login ended by another employee's, is
// spec §8's AUTH.SINGLE_EMPLOYEE_LOGIN and arrives as a 401, error-from-response.ts; 4902 is spec §8's
// CUSTOMER.NOT_FOUND): its codes with their catalogue entries, and the wire codes its endpoints answer
// with. An active package's type and end, and a taken staff mobile, travel as params; the messages name
// them where it helps.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'LEADS.NO_PACKAGE': { messageKey: 'errors.leads_no_package' },
    'LEADS.NOT_ADMIN': { messageKey: 'errors.leads_not_admin' },
    'LEADS.LEAD_INVALID': { messageKey: 'errors.leads_lead_invalid' },
    'LEADS.PACKAGE_ACTIVE': { messageKey: 'errors.leads_package_active', params: ['periodEnd'] },
    'LEADS.TRANSFER_PENDING': { messageKey: 'errors.leads_transfer_pending' },
    'LEADS.STAFF_TAKEN': { messageKey: 'errors.leads_staff_taken', params: ['phone'] },
    'LEADS.STAFF_NOT_ALLOWED': { messageKey: 'errors.leads_staff_not_allowed' },
  },
  wire: {
    4902: { code: 'CUSTOMER.NOT_FOUND' },
    4903: { code: 'LEADS.NO_PACKAGE' },
    4904: { code: 'LEADS.NOT_ADMIN' },
    // 4905's `data: {fields}` is an object: the SDK reads the field errors itself.
    4905: { code: 'LEADS.LEAD_INVALID' },
    4906: { code: 'LEADS.PACKAGE_ACTIVE', params: ['packageType', 'periodEnd'] },
    4907: { code: 'LEADS.TRANSFER_PENDING', params: ['transferId'] },
    4908: { code: 'LEADS.STAFF_TAKEN', params: ['phone'] },
    4909: { code: 'LEADS.STAFF_NOT_ALLOWED' },
  },
});
