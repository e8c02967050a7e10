// The staff of a multi-person lead account (docs/endpoints.md "Trade-fair lead tool (issue 17)"): the
// admin lists, adds and removes them. A staff member logs in with their mobile like any trade-fair
// exhibitor; a mobile already in another account is refused (4908); a single-person account has no
// staff (4909).
import { userRecord } from '../../data/user.factory';
import { done, leadInvalid, LEADS_FAILURE, noPackage, notAdmin, notFound, refused, type LeadsOutcome } from './leads-failure';
import type { LeadAccountRecord } from './leads-records';
import type { LeadsState } from './leads-state';
import { LEAD_PACKAGES, staffMemberErrors } from './lead-rules';

export function addStaff(state: LeadsState, account: LeadAccountRecord, userId: string, body: Record<string, unknown>): LeadsOutcome<string> {
  if (account.adminUserId !== userId) return notAdmin();
  const pkg = state.packageOf(account);
  if (!pkg) return noPackage();
  if (!LEAD_PACKAGES[pkg.packageType].hasStaff) return refused(LEADS_FAILURE.staffNotAllowed, '单人账号不能添加员工', 'A single-person account has no staff');
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const phone = typeof body.phone === 'string' ? body.phone.trim() : '';
  const errors = staffMemberErrors({ name, phone });
  if (Object.keys(errors).length > 0) return leadInvalid(errors);
  const existing = state.host.users.find((u) => u.exhibitionId === account.exhibitionId && u.phone === phone);
  if (existing && state.memberIds(account).includes(existing.userId)) return done(existing.userId);
  if (existing && state.accountOfUser(existing.userId)) return refused(LEADS_FAILURE.staffTaken, `手机号 ${phone} 已是其他账号的员工`, `${phone} is already staff of another account`, { phone });
  const user =
    existing ??
    userRecord({
      exhibitionId: account.exhibitionId,
      phone,
      registerType: 'commerceExhibition',
      name,
      company: account.company,
      deptId: account.deptId,
      completeResult: 'succ',
      examineResult: 'approve',
      purpose: `lead tool staff of ${account.accountId}, added during this run`,
    });
  if (!existing) state.addUser(user);
  account.staffUserIds.push(user.userId);
  return done(user.userId);
}

export function removeStaff(state: LeadsState, account: LeadAccountRecord, userId: string, staffUserId: string): LeadsOutcome<true> {
  if (account.adminUserId !== userId) return notAdmin();
  if (!account.staffUserIds.includes(staffUserId)) return notFound({ cn: '员工', en: 'Staff member' });
  account.staffUserIds = account.staffUserIds.filter((id) => id !== staffUserId);
  return done(true);
}
