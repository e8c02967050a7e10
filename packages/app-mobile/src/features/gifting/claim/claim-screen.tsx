// /ticket/receive/complimentaryTickets: the recipient's side of a gift, opened from its claim link. Anyone
// may see who gives what (the giver's name is text, never markup); to claim, the recipient logs in or
// registers (the next step brings them back here), gives their own details for the ticket, and finds it
// in their wallet. A gift no longer open says why.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { localizedField } from '@fairpass/domain';
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
import { GiftArt } from '../gift-art';
import { claimInfoQuery } from '../gifting.queries';
import { ClaimForm } from './claim-form';
import '../../../ui/screen-blocks.css';
import '../gifting.css';

export default withServerState(ClaimScreen);

const HEADING_ID = 'fp-gift-claim-heading';

function ClaimScreen() {
  const { t } = useTranslation('gifting');
  const { client } = useShell();
  const fromLink = useSession((s) => s.entry.ticketGiveRecordId ?? '');
  const giftId = useQueryParam('ticketGiveRecordId') ?? fromLink;
  const info = useQuery({ ...claimInfoQuery(client, giftId), enabled: giftId !== '' });
  if (giftId === '') {
    return (
      <Page labelledBy={HEADING_ID}>
        <h1 id={HEADING_ID} className="fp-heading">{t('claim.heading')}</h1>
        <p className="fp-form__error" role="alert">{t('claim.noGift')}</p>
        <Link href="/user-center" className="fp-button-link">{t('nav.userCenter')}</Link>
      </Page>
    );
  }
  return (
    <QueryView query={info} heading={t('claim.heading')} headingId={HEADING_ID}>
      {(gift) => <Claim gift={gift} />}
    </QueryView>
  );
}

function Claim({ gift }: { readonly gift: GiftClaimInfo }) {
  const { t } = useTranslation('gifting');
  const clock = useClockTimes();
  const [language] = useLanguage();
  const loggedIn = useSession((s) => s.token !== null);
  // Whoever has just claimed the last ticket keeps seeing their success, not "all claimed" after the
  // gift is read again.
  const [claimedHere, setClaimedHere] = useState(false);
  const open = claimedHere || (gift.status === 'pending' && gift.left > 0);
  const loginHref = useLoginHref();
  return (
    <Page labelledBy={HEADING_ID}>
      <GiftArt position="top" />
      {loggedIn && <BackButton fallback="/user-center" />}
      <h1 id={HEADING_ID} className="fp-heading">{t('claim.heading')}</h1>
      <p className="fp-item">
        {t('claim.offer', { giver: gift.giverName || t('claim.someone'), quantity: gift.quantity, name: localizedField(gift, 'name', language) })}
      </p>
      <ul className="fp-item__facts">
        <li>{t('claim.left', { left: gift.left })}</li>
        <li>{t('claim.until', { time: clock.at(gift.expireTime) })}</li>
      </ul>
      {!open ? (
        <p className="fp-form__error" role="alert">{t(gift.status === 'pending' ? 'claim.allClaimed' : `claim.closed.${gift.status}`)}</p>
      ) : loggedIn ? (
        <ClaimForm giftId={gift.giftId} onClaimed={() => setClaimedHere(true)} />
      ) : (
        <>
          <p className="fp-note">{t('claim.loginFirst')}</p>
          <Link href={loginHref} className="fp-button-link">
            {t('claim.login')}
          </Link>
        </>
      )}
      <GiftArt position="bottom" />
    </Page>
  );
}
