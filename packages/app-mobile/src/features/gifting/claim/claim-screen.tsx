// /ticket/receive/complimentaryTickets: the recipient's side of a gift, opened from its claim link. Anyone
// may see who gives what (the giver's name is text, never markup); to claim, the recipient logs in or
// registers (the next step brings them back here), gives their own details for the ticket, and finds it
// in their wallet. No dead end (issue 28): someone who claimed from it already sees "您已领取" and the way
// to their ticket; a gift no longer open says why and offers to buy a ticket; a link to no gift, or an
// incomplete one, says so with the same ways on.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { type GiftClaimInfo } from '@fairpass/domain/gifting';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { useSession } from '../../../ui/use-session';
import { useLoginHref } from '../../../ui/use-login-href';
import { useClockTimes } from '../../../ui/clock-time';
import { FailureView } from '../../../ui/way-on/failure-view';
import { GiftArt } from '../gift-art';
import { claimInfoQuery } from '../gifting.queries';
import { ClaimForm } from './claim-form';
import '../../../ui/screen-blocks.css';
import '../../../ui/way-on/way-on.css';
import '../gifting.css';

export default withServerState(ClaimScreen);

const HEADING_ID = 'fp-gift-claim-heading';

/** Buying a ticket oneself: the way on from a gift that cannot be claimed. */
function BuyLink() {
  const { t } = useTranslation('gifting');
  return (
    <Link href="/ticket-type" className="fp-way-on__link">
      {t('claim.toBuy')}
    </Link>
  );
}

function ClaimScreen() {
  const { t } = useTranslation('gifting');
  const { client } = useShell();
  const fromLink = useSession((s) => s.entry.ticketGiveRecordId ?? '');
  const giftId = useQueryParam('ticketGiveRecordId') ?? fromLink;
  // Logged in, the answer names the visitor's own ticket; the visit's cache is emptied when the login changes.
  const info = useQuery({ ...claimInfoQuery(client, giftId), enabled: giftId !== '' });
  if (giftId === '') {
    return <FailureView headingId={HEADING_ID} where={t('claim.heading')} title={t('claim.noGiftHeading')} message={t('claim.noGift')} links={<BuyLink />} />;
  }
  return (
    <QueryView query={info} heading={t('claim.heading')} headingId={HEADING_ID} failureLinks={<BuyLink />}>
      {(gift) => <Claim gift={gift} />}
    </QueryView>
  );
}

function Claim({ gift }: { readonly gift: GiftClaimInfo }) {
  const { t } = useTranslation('gifting');
  const { t: common } = useTranslation('common');
  const clock = useClockTimes();
  const [language] = useLanguage();
  const loggedIn = useSession((s) => s.token !== null);
  // The ticket this visitor claimed here, or before (the server says), or that a claim found claimed.
  const [claimedHere, setClaimedHere] = useState<{ readonly ticketId: string; readonly now: boolean } | null>(null);
  const claimed = claimedHere ?? (gift.claimedTicketId ? { ticketId: gift.claimedTicketId, now: false } : null);
  const open = gift.status === 'pending' && gift.left > 0;
  const loginHref = useLoginHref();
  return (
    <Page labelledBy={HEADING_ID}>
      <GiftArt position="top" />
      {loggedIn && <BackButton fallback="/user-center" />}
      <h1 id={HEADING_ID} className="fp-heading">
        {claimed && !claimed.now ? t('claim.already') : t('claim.heading')}
      </h1>
      <p className="fp-item">
        {t('claim.offer', { giver: gift.giverName || t('claim.someone'), quantity: gift.quantity, name: localizedField(gift, 'name', language) })}
      </p>
      {!claimed && open && (
        <ul className="fp-item__facts">
          <li>{t('claim.left', { left: gift.left })}</li>
          <li>{t('claim.until', { time: clock.at(gift.expireTime) })}</li>
        </ul>
      )}
      {claimed ? (
        <>
          <p className="fp-notice" role="status">
            {claimed.now ? t('claim.done') : t('claim.alreadyNote')}
          </p>
          <Link href={hrefOf('/wallet/:id', { id: claimed.ticketId })} className="fp-button-link">
            {t('claim.toTicket')}
          </Link>
        </>
      ) : !open ? (
        <>
          <p className="fp-form__error" role="alert">
            {t(gift.status === 'pending' ? 'claim.allClaimed' : `claim.closed.${gift.status}`)}
          </p>
          <p className="fp-note">{t('claim.closedNote')}</p>
          <Link href="/ticket-type" className="fp-button-link">
            {t('claim.toBuy')}
          </Link>
        </>
      ) : loggedIn ? (
        <ClaimForm giftId={gift.giftId} onClaimed={(ticketId, now) => setClaimedHere({ ticketId, now })} />
      ) : (
        <>
          <p className="fp-note">{t('claim.loginFirst')}</p>
          <Link href={loginHref} className="fp-button-link">
            {t('claim.login')}
          </Link>
        </>
      )}
      {(loggedIn || !open) && (
        <nav className="fp-way-on" aria-label={t('claim.waysOn')}>
          {loggedIn && (
            <Link href="/wallet" className="fp-way-on__link">
              {t('claim.toWallet')}
            </Link>
          )}
          {/* A gift that cannot be claimed offers buying above already. */}
          {claimed && <BuyLink />}
          {loggedIn ? (
            <Link href="/user-center" className="fp-way-on__link">
              {common('stepBar.userCenter')}
            </Link>
          ) : (
            // Not logged in, an open gift's own button is the login.
            <Link href={loginHref} className="fp-way-on__link">
              {t('claim.login')}
            </Link>
          )}
        </nav>
      )}
      <GiftArt position="bottom" />
    </Page>
  );
}
