// The ways between the group management screens and back to the account, at the foot of each of them.
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';

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
  return <AreaNav label={t('nav.label')} links={LINKS.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
