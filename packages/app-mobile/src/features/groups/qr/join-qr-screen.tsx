// /groupManagement/qrCode: the QR code members scan to join this group, the same address as a link in a
// read-only box with a button that copies it (saying so), and inside WeChat the page registers it as the
// share card, so "share to a friend" sends it.
import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
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
const LINK_ID = 'fp-gp-join-link';

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
  const { client, environment } = useShell();
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const link = joinLinkOf(groupId, entry, language);
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    // The share card's texts are the exhibition's; only the address is the group's.
    if (environment.isWeChat) void client.setupShare.execute({ link });
  }, [client, environment.isWeChat, link]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(t('qr.copied'));
    } catch {
      // Without clipboard access the box's text is selected for a long-press copy.
      document.getElementById(LINK_ID)?.focus();
      setStatus(t('qr.copyByHand'));
    }
  };
  return (
    <>
      <p className="fp-note">{t('qr.intro', { group: groupName })}</p>
      <figure className="fp-gp-qr">
        <QRCodeSVG value={link} size={240} marginSize={4} level="M" role="img" aria-label={t('qr.qrLabel', { group: groupName })} data-link={link} />
      </figure>
      <section className="fp-gp-link" aria-labelledby={`${LINK_ID}-label`}>
        <label id={`${LINK_ID}-label`} htmlFor={LINK_ID} className="fp-field__label">
          {t('qr.link')}
        </label>
        <input id={LINK_ID} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <Button block color="primary" className="fp-action" onClick={() => void copy()}>
          {t('qr.copy')}
        </Button>
        <p className="fp-gp-hint">{t(environment.isWeChat ? 'qr.shareWeChat' : 'qr.shareHint')}</p>
        <FormStatus message={status} />
      </section>
    </>
  );
}
