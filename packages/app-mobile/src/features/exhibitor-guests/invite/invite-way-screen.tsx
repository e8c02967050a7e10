// /exhibitorSelfService/inviteRegistration-form/{inviteFormType}: one way to invite buyers for the
// company, as the reach feature's invitation with the company's card — a text message or an e-mail the
// server sends (a form), the QR code of the invitation link, or the link to copy and, inside WeChat, to
// share as the card. The link carries the company's inviteDeptId (the card of a company's login has it)
// and its buyers register as visitors. The page is the shared ui/invitation/invite-way-page.tsx with the
// company's words, card and list.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { InviteWayPage, type InviteWayVariant } from '../../../ui/invitation/invite-way-page';
import type { InvitationSender } from '../../../ui/invitation/send-invitation-form';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { GUEST_KEYS, inviterCardQuery } from '../exhibitor-guests.queries';
import { GuestsNav } from '../guests-nav';
import { GuestWays } from './guest-ways';
import '../../../ui/list-blocks.css';

/** The company's buyers: the server sends the company's link; the buyers' list is read again. */
const SENDER: InvitationSender = { texts: 'exhibitor-guests', intent: 'exhibitorGuests.invite', idPrefix: 'fp-eg', invalidates: GUEST_KEYS.all };

export default withServerState(InviteWayScreen);

function InviteWayScreen() {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const { inviteFormType = '' } = useParams<{ inviteFormType: string }>();
  const variant: InviteWayVariant = {
    words: {
      where: t('title.inviteWay'),
      unknownWay: t('invite.unknownWay'),
      otherWays: t('invite.otherWays'),
      way: (way) => t(`way.${way}`),
      hint: (way) => t(`wayHint.${way}`),
      qrLabel: () => t('invite.qrLabel'),
      linkLabel: t('invite.linkLabel'),
      linkHint: t('invite.linkHint'),
      linkWeChat: t('invite.linkWeChat'),
    },
    idPrefix: 'fp-eg',
    back: '/exhibitorSelfService/inviteRegistration',
    sender: SENDER,
    useCard: () => useQuery(inviterCardQuery(client)),
    registerType: 'visitor',
    ways: (current, labelledBy) => <GuestWays current={current} labelledBy={labelledBy} />,
    nav: <GuestsNav />,
  };
  return <InviteWayPage way={inviteFormType} variant={variant} />;
}
