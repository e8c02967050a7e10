// The ways between the three services screens and back to the account, at the foot of each of them.
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';

const LINKS = [
  ['/exhibitorSelfService/serviceOrder', 'nav.services'],
  ['/exhibitorSelfService/adsBooking', 'nav.ads'],
  ['/exhibitorSelfService/translateBooking', 'nav.translation'],
  ['/user-center', 'nav.userCenter'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function ServicesNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('exhibitor-services');
  return <AreaNav label={t('nav.label')} links={LINKS.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
