// /give/{id}: one gift — what was given, how many are claimed and by whom (names masked by the server),
// until when it can be claimed; the claim link again while it is open; and cancelling what is unclaimed,
// asked in the page, which returns those tickets to the wallet.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { localizedField } from '@fairpass/domain';
import { canCancelGift, giftLeft, type Gift } from '@fairpass/domain/gifting';
import { getGifting } from '@fairpass/sdk/gifting';
import { BackButton } from '../../../ui/back-button';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { ShareLinkBox } from '../../../ui/share-link-box';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { useClockTimes } from '../../../ui/clock-time';
import { GiftArt } from '../gift-art';
import { GiftingNav } from '../gifting-nav';
import { GIFTING_KEYS, giftQuery } from '../gifting.queries';
import { claimLinkOf } from './claim-link';
import { GiftStatusBadge } from './gift-status-badge';
import '../../../ui/screen-blocks.css';
import '../gifting.css';

export default withServerState(GiftDetailScreen);

const HEADING_ID = 'fp-gift-detail-heading';

function GiftDetailScreen() {
  const { t } = useTranslation('gifting');
  const { id = '' } = useParams<{ id: string }>();
  const { client } = useShell();
  const gift = useQuery(giftQuery(client, id));
  return (
    <QueryView query={gift} heading={t('detail.heading')} headingId={HEADING_ID}>
      {(data) => <GiftDetail gift={data} />}
    </QueryView>
  );
}

function GiftDetail({ gift }: { readonly gift: Gift }) {
  const { t } = useTranslation('gifting');
  const clock = useClockTimes();
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const justSent = useQueryParam('sent') === '1';
  const open = gift.status === 'pending';
  return (
    <Page labelledBy={HEADING_ID}>
      <GiftArt position="top" />
      <BackButton fallback="/give" />
      <h1 id={HEADING_ID} className="fp-heading">{t('detail.heading')}</h1>
      <FormStatus message={justSent && open ? t('detail.sent') : null} />
      <dl className="fp-letter__rows">
        <div className="fp-letter__row">
          <dt>{t('detail.ticket')}</dt>
          <dd>{localizedField(gift, 'name', language)}</dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('detail.state')}</dt>
          <dd>
            <GiftStatusBadge gift={gift} />
          </dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('detail.claimedCount')}</dt>
          <dd>{t('records.claimed', { claimed: gift.claimedCount, quantity: gift.quantity })}</dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('detail.expires')}</dt>
          <dd>{clock.at(gift.expireTime)}</dd>
        </div>
      </dl>
      {gift.claims.length > 0 && (
        <>
          <h2 className="fp-subheading">{t('detail.claims')}</h2>
          <ul className="fp-list">
            {gift.claims.map((claim) => (
              <li key={claim.ticketId} className="fp-item">
                {t('detail.claimedBy', { name: claim.claimantName, time: clock.at(claim.claimTime) })}
              </li>
            ))}
          </ul>
        </>
      )}
      {open && (
        <ShareLinkBox link={claimLinkOf(gift.giftId, entry, language)} label={t('detail.link')} hint={t('detail.shareHint')} shareInWeChat weChatHint={t('detail.shareWeChat')} />
      )}
      {canCancelGift(gift) && <CancelGift gift={gift} />}
      <GiftingNav />
      <GiftArt position="bottom" />
    </Page>
  );
}

function CancelGift({ gift }: { readonly gift: Gift }) {
  const { t } = useTranslation('gifting');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const cancel = async (): Promise<string | null> => {
    const intent = `giftCancel.${gift.giftId}`;
    const done = settleWriteKey(intent, await getGifting(client).cancelGift.execute({ giftId: gift.giftId }, { idempotencyKey: writeKeyFor(intent, gift.giftId) }));
    if (!done.ok) return failureMessage(done.error);
    await queries.invalidateQueries({ queryKey: GIFTING_KEYS.all });
    await queries.invalidateQueries({ queryKey: ['ticketing'] });
    return null;
  };
  return (
    <div className="fp-actions">
      <ConfirmedAction label={t('detail.cancel')} question={t('detail.cancelConfirm', { count: giftLeft(gift) })} keepLabel={t('detail.keep')} run={cancel} />
    </div>
  );
}
