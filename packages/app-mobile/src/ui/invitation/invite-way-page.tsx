// One way to invite, as a page — shared by the visitor's invitations (reach's /inviteRegistration-form/{way})
// and the company's buyers (/exhibitorSelfService/inviteRegistration-form/{way}): a text message or an
// e-mail the server sends (the shared form), the QR code of the inviter's invitation link, or the link to
// copy and, inside WeChat, to share as the card. Around it the frame: back, the way's name and hint, the
// other ways and the area's navigation. An unknown way says so with the ways on. Each feature gives its
// words, its sender, its card query, its list of ways and its navigation (InviteWayVariant).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PlainRoutePath } from '@fairpass/domain';
import { isInviteFormType, isSentInviteType, type InviteCard, type InviteFormType } from '@fairpass/domain/reach';
import { BackButton } from '../back-button';
import { invitationLinkOf, linkBaseOf } from '../invitation-link';
import { Page } from '../page';
import { QrImage } from '../qr-image';
import { QueryView } from '../server-state/query-view';
import { ShareLinkBox } from '../share-link-box';
import { useLanguage } from '../use-language';
import { useSession } from '../use-session';
import { FailureView } from '../way-on/failure-view';
import { SendInvitationForm, type InvitationSender } from './send-invitation-form';
import '../screen-blocks.css';

/** A feature's words for the page, already in the visitor's language. */
export interface InviteWayWords {
  /** The screen's name (above the failure view's heading). */
  readonly where: string;
  readonly unknownWay: string;
  readonly otherWays: string;
  readonly way: (way: InviteFormType) => string;
  readonly hint: (way: InviteFormType) => string;
  readonly qrLabel: (card: InviteCard) => string;
  readonly linkLabel: string;
  readonly linkHint: string;
  readonly linkWeChat: string;
}

export interface InviteWayVariant {
  readonly words: InviteWayWords;
  /** The ids' prefix: `{prefix}-way-heading`, `{prefix}-other-ways`. */
  readonly idPrefix: string;
  /** Where back leads when there is no page to go back to. */
  readonly back: PlainRoutePath;
  readonly sender: InvitationSender;
  /** Reads the inviter's card (the link's inviter and, for a company, its inviteDeptId): a query hook. */
  readonly useCard: () => UseQueryResult<InviteCard>;
  /** The register type the invited register as, when it is not the inviter's link's. */
  readonly registerType?: string;
  /** The list of the four ways, the shown one marked. */
  readonly ways: (current: InviteFormType, labelledBy: string) => ReactNode;
  readonly nav: ReactNode;
  readonly qrClassName?: string;
}

export function InviteWayPage({ way, variant }: { readonly way: string; readonly variant: InviteWayVariant }) {
  const headingId = `${variant.idPrefix}-way-heading`;
  if (!isInviteFormType(way)) {
    // The ways on (the invitations page, the personal centre) are the shared failure view's.
    return <FailureView headingId={headingId} where={variant.words.where} title={variant.words.unknownWay} />;
  }
  return isSentInviteType(way) ? (
    <WayFrame way={way} variant={variant}>
      <SendInvitationForm key={way} inviteType={way} labelledBy={headingId} sender={variant.sender} />
    </WayFrame>
  ) : (
    <CardWay key={way} way={way} variant={variant} />
  );
}

/** The frame of one way: back, its name and hint, what it shows, the other ways. */
function WayFrame({ way, variant, children }: { readonly way: InviteFormType; readonly variant: InviteWayVariant; readonly children: ReactNode }) {
  const headingId = `${variant.idPrefix}-way-heading`;
  const othersId = `${variant.idPrefix}-other-ways`;
  return (
    <Page labelledBy={headingId}>
      <BackButton fallback={variant.back} />
      <h1 id={headingId} className="fp-heading">
        {variant.words.way(way)}
      </h1>
      <p className="fp-note">{variant.words.hint(way)}</p>
      {children}
      <h2 id={othersId} className="fp-subheading">
        {variant.words.otherWays}
      </h2>
      {variant.ways(way, othersId)}
      {variant.nav}
    </Page>
  );
}

/** The QR code or the link of the inviter's card for this way. */
function CardWay({ way, variant }: { readonly way: 'QRCODE' | 'LINK'; readonly variant: InviteWayVariant }) {
  const card = variant.useCard();
  return (
    <QueryView query={card} heading={variant.words.way(way)} headingId={`${variant.idPrefix}-way-heading`}>
      {(value) => (
        <WayFrame way={way} variant={variant}>
          <CardLink card={value} way={way} variant={variant} />
        </WayFrame>
      )}
    </QueryView>
  );
}

function CardLink({ card, way, variant }: { readonly card: InviteCard; readonly way: 'QRCODE' | 'LINK'; readonly variant: InviteWayVariant }) {
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const base = linkBaseOf(entry, language);
  const link = invitationLinkOf(variant.registerType ? { ...base, registerType: variant.registerType } : base, card, way);
  const { words } = variant;
  if (way === 'QRCODE') return <QrImage value={link} alt={words.qrLabel(card)} size={220} caption={words.qrLabel(card)} className={variant.qrClassName} />;
  return <ShareLinkBox link={link} label={words.linkLabel} hint={words.linkHint} shareInWeChat weChatHint={words.linkWeChat} />;
}
