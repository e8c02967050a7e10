// The ways between the letters screens and back to the account, at the foot of each of them.
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';

const LINKS = [
  ['/exhibitorSelfServiceNew/invitationTemplate', 'nav.mine'],
  ['/exhibitorSelfService/invitationTemplate', 'nav.organiser'],
  ['/exhibitorSelfService/visaInfo', 'nav.visa'],
  ['/user-center/exhibitorReport', 'nav.checkin'],
  ['/user-center', 'nav.userCenter'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function LettersNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('exhibitor-letters');
  return <AreaNav label={t('nav.label')} links={LINKS.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
