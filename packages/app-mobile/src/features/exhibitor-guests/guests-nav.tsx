// The ways between the guest screens and back to the account, at the foot of each of them.
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';

const LINKS = [
  ['/exhibitorSelfService/inviteRegistration', 'nav.invite'],
  ['/exhibitorSelfService/invitingBuyers/list', 'nav.buyers'],
  ['/exhibitorSelfService/inviteVIP', 'nav.vip'],
  ['/user-center', 'nav.userCenter'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function GuestsNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('exhibitor-guests');
  return <AreaNav label={t('nav.label')} links={LINKS.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
