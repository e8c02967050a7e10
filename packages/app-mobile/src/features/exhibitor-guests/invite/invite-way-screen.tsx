// /exhibitorSelfService/inviteRegistration-form/{inviteFormType}: one way to invite buyers for the
// company, as the reach feature's invitation with the company's card — a text message or an e-mail the
// server sends (a form), the QR code of the invitation link, or the link to copy and, inside WeChat, to
// share as the card. The link carries the company's inviteDeptId (the card of a company's login has it).
// An unknown way says so with the ways on.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { isInviteFormType, isSentInviteType, type InviteCard, type InviteFormType } from '@fairpass/domain/reach';
import { BackButton } from '../../../ui/back-button';
import { SendInvitationForm, type InvitationSender } from '../../../ui/invitation/send-invitation-form';
import { invitationLinkOf, linkBaseOf } from '../../../ui/invitation-link';
import { Page } from '../../../ui/page';
import { QrImage } from '../../../ui/qr-image';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { ShareLinkBox } from '../../../ui/share-link-box';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { FailureView } from '../../../ui/way-on/failure-view';
import { GUEST_KEYS, inviterCardQuery } from '../exhibitor-guests.queries';
import { GuestsNav } from '../guests-nav';
import { GuestWays } from './guest-ways';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

/** The company's buyers: the server sends the company's link; the buyers' list is read again. */
const SENDER: InvitationSender = { texts: 'exhibitor-guests', intent: 'exhibitorGuests.invite', idPrefix: 'fp-eg', invalidates: GUEST_KEYS.all };

export default withServerState(InviteWayScreen);

const HEADING_ID = 'fp-eg-way-heading';

function InviteWayScreen() {
  const { t } = useTranslation('exhibitor-guests');
  const { inviteFormType = '' } = useParams<{ inviteFormType: string }>();
  if (!isInviteFormType(inviteFormType)) {
    return <FailureView headingId={HEADING_ID} where={t('title.inviteWay')} title={t('invite.unknownWay')} />;
  }
  return isSentInviteType(inviteFormType) ? (
    <WayPage way={inviteFormType}>
      <SendInvitationForm key={inviteFormType} inviteType={inviteFormType} labelledBy={HEADING_ID} sender={SENDER} />
    </WayPage>
  ) : (
    <CardWay key={inviteFormType} way={inviteFormType} />
  );
}

function WayPage({ way, children }: { readonly way: InviteFormType; readonly children: ReactNode }) {
  const { t } = useTranslation('exhibitor-guests');
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/exhibitorSelfService/inviteRegistration" />
      <h1 id={HEADING_ID} className="fp-heading">{t(`way.${way}`)}</h1>
      <p className="fp-note">{t(`wayHint.${way}`)}</p>
      {children}
      <h2 id="fp-eg-other-ways" className="fp-subheading">{t('invite.otherWays')}</h2>
      <GuestWays current={way} labelledBy="fp-eg-other-ways" />
      <GuestsNav />
    </Page>
  );
}

function CardWay({ way }: { readonly way: 'QRCODE' | 'LINK' }) {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const card = useQuery(inviterCardQuery(client));
  return (
    <QueryView query={card} heading={t(`way.${way}`)} headingId={HEADING_ID}>
      {(value) => (
        <WayPage way={way}>
          <CardLink card={value} way={way} />
        </WayPage>
      )}
    </QueryView>
  );
}

function CardLink({ card, way }: { readonly card: InviteCard; readonly way: 'QRCODE' | 'LINK' }) {
  const { t } = useTranslation('exhibitor-guests');
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  // The company's buyers register as visitors, whatever link the exhibitor logged in through.
  const link = invitationLinkOf({ ...linkBaseOf(entry, language), registerType: 'visitor' }, card, way);
  if (way === 'QRCODE') return <QrImage value={link} alt={t('invite.qrLabel')} size={220} caption={t('invite.qrLabel')} />;
  return <ShareLinkBox link={link} label={t('invite.linkLabel')} hint={t('invite.linkHint')} shareInWeChat weChatHint={t('invite.linkWeChat')} />;
}
