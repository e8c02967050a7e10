// The ways between the invitation, sharing and channel screens and back to the account, at their foot.
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';

const LINKS = [
  ['/inviteRegistration', 'nav.invitations'],
  ['/share', 'nav.share'],
  ['/posterDown', 'nav.poster'],
  ['/myRanking', 'nav.ranking'],
  ['/source', 'nav.sources'],
  ['/user-center', 'nav.userCenter'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function ReachNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('reach');
  return <AreaNav label={t('nav.label')} links={LINKS.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
