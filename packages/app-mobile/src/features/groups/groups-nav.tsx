// The ways between the group management screens and back to the account, at the foot of each of them
// (a sub-account's without the sub-accounts, which only the leader manages).
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';
import { useMayDoGroupTask } from './use-group-task';

const LINKS = [
  ['/groupManagement', 'nav.home'],
  ['/groupManagement/operateList', 'nav.members'],
  ['/groupManagement/qrCode', 'nav.qr'],
  ['/groupManagement/printCode', 'nav.print'],
  ['/subordinate', 'nav.subAccounts'],
  ['/user-center', 'nav.userCenter'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function GroupsNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('groups');
  // A sub-account does not manage sub-accounts: the way there is the leader's only.
  const manages = useMayDoGroupTask('manageSubAccounts');
  const links = LINKS.filter(([path]) => manages || path !== '/subordinate');
  return <AreaNav label={t('nav.label')} links={links.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
