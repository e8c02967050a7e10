// The ways between the information screens and back to the account, at the foot of each of them.
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';

const LINKS = [
  ['/hotel', 'nav.hotel'],
  ['/traffic', 'nav.traffic'],
  ['/news', 'nav.news'],
  ['/datadownload', 'nav.materials'],
  ['/cooperationPartners', 'nav.partners'],
  ['/user-center', 'nav.userCenter'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function InformationNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('information');
  return <AreaNav label={t('nav.label')} links={LINKS.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
