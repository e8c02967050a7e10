// /groupManagement/qrCode: the QR code members scan to join this group, as a picture WeChat saves and
// forwards by long-press (ui/qr-image.tsx), and the same address in the shared link box (copy; inside
// WeChat the page's share card).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Page } from '../../../ui/page';
import { QrImage } from '../../../ui/qr-image';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { ShareLinkBox } from '../../../ui/share-link-box';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { GroupQueryView } from '../group-query-view';
import { GroupsNav } from '../groups-nav';
import { groupQuery } from '../groups.queries';
import { joinLinkOf } from './join-link';
import '../../../ui/screen-blocks.css';
import '../groups.css';

export default withServerState(JoinQrScreen);

const HEADING_ID = 'fp-gp-qr-heading';

function JoinQrScreen() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const group = useQuery(groupQuery(client));
  return (
    <GroupQueryView query={group} heading={t('title.qr')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <h1 id={HEADING_ID} className="fp-heading">{t('qr.heading')}</h1>
          {data ? (
            <JoinCode groupId={data.groupId} groupName={data.name} />
          ) : (
            <Link href="/groupManagement/form" className="fp-button-link">
              {t('refused.setUp')}
            </Link>
          )}
          <GroupsNav current="/groupManagement/qrCode" />
        </Page>
      )}
    </GroupQueryView>
  );
}

function JoinCode({ groupId, groupName }: { readonly groupId: string; readonly groupName: string }) {
  const { t } = useTranslation('groups');
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const link = joinLinkOf(groupId, entry, language);
  return (
    <>
      <p className="fp-note">{t('qr.intro', { group: groupName })}</p>
      <QrImage value={link} alt={t('qr.qrLabel', { group: groupName })} size={240} margin={4} className="fp-gp-qr" />
      <ShareLinkBox link={link} label={t('qr.link')} hint={t('qr.shareHint')} shareInWeChat weChatHint={t('qr.shareWeChat')} />
    </>
  );
}
