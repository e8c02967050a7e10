// /inviteRegistration-form/{inviteFormType}: one way to invite — a text message or an e-mail the server
// sends (a form), the QR code of the user's invitation link to scan, or the link to copy and, inside
// WeChat, to share as the card. An unknown way says so and leads back. The page is the shared
// ui/invitation/invite-way-page.tsx with the visitor's words, card and list.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { InviteWayPage, type InviteWayVariant } from '../../../ui/invitation/invite-way-page';
import type { InvitationSender } from '../../../ui/invitation/send-invitation-form';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { ReachNav } from '../reach-nav';
import { inviteCardQuery, REACH_KEYS } from '../reach.queries';
import { InviteWays } from './invite-ways';
import '../reach.css';

/** The visitor's own invitations: read again in their list of invitees once one is sent. */
const SENDER: InvitationSender = { texts: 'reach', intent: 'reach.invite', idPrefix: 'fp-reach', invalidates: REACH_KEYS.invitees };

export default withServerState(InviteFormScreen);

function InviteFormScreen() {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const { inviteFormType = '' } = useParams<{ inviteFormType: string }>();
  const variant: InviteWayVariant = {
    words: {
      where: t('title.inviteForm'),
      unknownWay: t('unknownWay'),
      otherWays: t('otherWays'),
      way: (way) => t(`way.${way}`),
      hint: (way) => t(`wayHint.${way}`),
      qrLabel: (card) => t('qr.label', { name: card.inviteUserName }),
      linkLabel: t('link.label'),
      linkHint: t('link.shareHint'),
      linkWeChat: t('link.shareWeChat'),
    },
    idPrefix: 'fp-reach',
    back: '/inviteRegistration',
    sender: SENDER,
    useCard: () => useQuery(inviteCardQuery(client)),
    ways: (current, labelledBy) => <InviteWays current={current} labelledBy={labelledBy} />,
    nav: <ReachNav />,
    qrClassName: 'fp-reach-qr',
  };
  return <InviteWayPage way={inviteFormType} variant={variant} />;
}
