// The ways between the ticketing screens and back to the account, at the foot of each of them.
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';

const LINKS = [
  ['/ticket-type', 'nav.types'],
  ['/order', 'nav.orders'],
  ['/wallet', 'nav.wallet'],
  ['/user-center', 'nav.userCenter'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function TicketingNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('ticketing');
  return <AreaNav label={t('nav.label')} links={LINKS.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
