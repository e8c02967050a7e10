// /inviteRegistration-form/{inviteFormType}: one way to invite — a text message or an e-mail the server
// sends (a form), the QR code of the user's invitation link to scan, or the link to copy and, inside
// WeChat, to share as the card. An unknown way says so and leads back.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { isInviteFormType, isSentInviteType, type InviteCard, type InviteFormType } from '@fairpass/domain/reach';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { FailureView } from '../../../ui/way-on/failure-view';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { SendInvitationForm, type InvitationSender } from '../../../ui/invitation/send-invitation-form';
import { ShareLinkBox } from '../../../ui/share-link-box';
import { LinkQr } from '../link-qr';
import { ReachNav } from '../reach-nav';
import { invitationLinkOf, linkBaseOf } from '../reach-links';
import { inviteCardQuery, REACH_KEYS } from '../reach.queries';
import { InviteWays } from './invite-ways';
import '../../../ui/screen-blocks.css';
import '../reach.css';

/** The visitor's own invitations: read again in their list of invitees once one is sent. */
const SENDER: InvitationSender = { texts: 'reach', intent: 'reach.invite', idPrefix: 'fp-reach', invalidates: REACH_KEYS.invitees };

export default withServerState(InviteFormScreen);

const HEADING_ID = 'fp-reach-way-heading';

function InviteFormScreen() {
  const { t } = useTranslation('reach');
  const { inviteFormType = '' } = useParams<{ inviteFormType: string }>();
  if (!isInviteFormType(inviteFormType)) {
    // The ways on (the invitations page, the personal centre) are the shared failure view's.
    return <FailureView headingId={HEADING_ID} where={t('title.inviteForm')} title={t('unknownWay')} />;
  }
  return isSentInviteType(inviteFormType) ? (
    <WayPage way={inviteFormType}>
      <SendInvitationForm key={inviteFormType} inviteType={inviteFormType} labelledBy={HEADING_ID} sender={SENDER} />
    </WayPage>
  ) : (
    <CardWay key={inviteFormType} way={inviteFormType} />
  );
}

/** The frame of one way: back, its name and hint, what it shows, the other ways. */
function WayPage({ way, children }: { readonly way: InviteFormType; readonly children: ReactNode }) {
  const { t } = useTranslation('reach');
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/inviteRegistration" />
      <h1 id={HEADING_ID} className="fp-heading">{t(`way.${way}`)}</h1>
      <p className="fp-note">{t(`wayHint.${way}`)}</p>
      {children}
      <h2 id="fp-reach-other-ways" className="fp-subheading">{t('otherWays')}</h2>
      <InviteWays current={way} labelledBy="fp-reach-other-ways" />
      <ReachNav />
    </Page>
  );
}

/** The QR code or the link of the user's invitation card for this way. */
function CardWay({ way }: { readonly way: 'QRCODE' | 'LINK' }) {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const card = useQuery(inviteCardQuery(client));
  return (
    <QueryView query={card} heading={t(`way.${way}`)} headingId={HEADING_ID}>
      {(data) => (
        <WayPage way={way}>
          <CardLink card={data} way={way} />
        </WayPage>
      )}
    </QueryView>
  );
}

function CardLink({ card, way }: { readonly card: InviteCard; readonly way: 'QRCODE' | 'LINK' }) {
  const { t } = useTranslation('reach');
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const link = invitationLinkOf(linkBaseOf(entry, language), card, way);
  if (way === 'QRCODE') {
    return (
      <LinkQr link={link} label={t('qr.label', { name: card.inviteUserName })} caption={t('qr.label', { name: card.inviteUserName })} />
    );
  }
  return <ShareLinkBox link={link} label={t('link.label')} hint={t('link.shareHint')} shareInWeChat weChatHint={t('link.shareWeChat')} />;
}
