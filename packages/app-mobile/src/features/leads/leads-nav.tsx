// The lead tool's ways between its screens (spec §2: the leads and "me" under the tool's home, and the
// scanner), at the foot of each of them.
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';

const LINKS = [
  ['/customerPage', 'nav.leads'],
  ['/scanCodePage', 'nav.scan'],
  ['/minePage', 'nav.mine'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function LeadsNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('leads');
  return <AreaNav label={t('nav.label')} links={LINKS.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
