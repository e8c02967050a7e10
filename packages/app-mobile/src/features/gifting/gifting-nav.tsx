// The ways between the gift screens, the wallet and the account, at the foot of each of them.
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';

const LINKS = [
  ['/freeTicket', 'nav.send'],
  ['/give', 'nav.records'],
  ['/wallet', 'nav.wallet'],
  ['/user-center', 'nav.userCenter'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function GiftingNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('gifting');
  return <AreaNav label={t('nav.label')} links={LINKS.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
