// The ways between the conference screens and back to the account, at the foot of each of them.
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { AreaNav } from '../../ui/area-nav';

const LINKS = [
  ['/meetingSchedule', 'nav.programme'],
  ['/guest', 'nav.guests'],
  ['/conference/mySchedule', 'nav.mine'],
  ['/conference/activity/list', 'nav.activities'],
  ['/user-center', 'nav.userCenter'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function ConferenceNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('conference');
  return <AreaNav label={t('nav.label')} links={LINKS.map(([path, key]) => ({ path, text: t(key) }))} current={current} />;
}
