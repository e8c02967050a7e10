// /closed: the exhibition's registration link is closed or registration stopped (spec §2). Where only
// registration stopped (a visitor without a ticket is sent here after the login), the rest of the app is
// open: the personal centre, or the login for a visitor not logged in (ui/way-on/WayOnLinks). Where the
// link itself is closed, every other page of the app leads back here, so the only way on is the
// exhibition's own site (the shell's back-to-home button, when one is configured).
import { StatusResult } from '../../ui/status-result';
import { useTranslation } from 'react-i18next';
import { isOn } from '@fairpass/domain';
import { Page } from '../../ui/page';
import { useSession } from '../../ui/use-session';
import { WayOnLinks } from '../../ui/way-on/way-on-links';

export default function ClosedScreen() {
  const { t } = useTranslation('system');
  const linkClosed = useSession((snapshot) => isOn(snapshot.config?.functionConfig.closeRegistrationLink));
  return (
    <Page labelledBy="fp-closed-heading">
      <StatusResult
        status="info"
        title={<h1 id="fp-closed-heading" className="fp-heading">{t('closed.heading')}</h1>}
        description={t('closed.body')}
      />
      {!linkClosed && <WayOnLinks areaList={false} />}
    </Page>
  );
}
