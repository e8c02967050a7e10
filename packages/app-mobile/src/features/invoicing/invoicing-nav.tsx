// The ways between the invoice screens and back to the account, at the foot of each of them.
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';

const LINKS = [
  ['/invoice', 'nav.orders'],
  ['/invoice/history', 'nav.history'],
  ['/invoiceHeaderManage', 'nav.headers'],
  ['/user-center', 'nav.userCenter'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function InvoicingNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('invoicing');
  return <AreaNav label={t('nav.label')} links={LINKS.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
