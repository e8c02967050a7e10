// /give: the visitor's gift records — all sent, open, claimed, expired, cancelled — newest first, a page
// at a time, each leading to the gift; and the way to give tickets.
import { Button } from '../../../ui/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { GIFT_STATUSES, type Gift, type GiftStatus } from '@fairpass/domain/gifting';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { clockText, ZoneNote } from '../../../ui/clock-time';
import { GiftArt } from '../gift-art';
import { GiftingNav } from '../gifting-nav';
import { giftsQuery } from '../gifting.queries';
import { GiftStatusBadge } from './gift-status-badge';
import '../../../ui/screen-blocks.css';
import '../gifting.css';

export default withServerState(GiftListScreen);

const HEADING_ID = 'fp-gift-records-heading';
const FILTERS = ['all', ...GIFT_STATUSES] as const;

const filterOf = (value: string | null): GiftStatus | 'all' => FILTERS.find((filter) => filter === value) ?? 'all';

function GiftListScreen() {
  const { t } = useTranslation('gifting');
  const { client } = useShell();
  const filter = filterOf(useQueryParam('status'));
  const gifts = useInfiniteQuery(giftsQuery(client, filter));
  return (
    <QueryView query={gifts} heading={t('records.heading')} headingId={HEADING_ID}>
      {(data) => {
        const list = recordsOf(data.pages);
        return (
          <Page labelledBy={HEADING_ID}>
            <GiftArt position="top" />
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('records.heading')}</h1>
            <ZoneNote />
            <nav aria-label={t('records.filter')}>
              <ul className="fp-gift-filter">
                {FILTERS.map((each) => (
                  <li key={each}>
                    <Link href={each === 'all' ? '/give' : hrefOf('/give', undefined, { status: each })} aria-current={each === filter ? 'page' : undefined}>
                      {t(`records.show.${each}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {list.length === 0 ? (
              <p className="fp-note">{t('records.none')}</p>
            ) : (
              <ul className="fp-list">
                {list.map((gift) => (
                  <li key={gift.giftId}>
                    <GiftRow gift={gift} />
                  </li>
                ))}
              </ul>
            )}
            {gifts.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" loading={gifts.isFetchingNextPage} loadingText={t('records.loading')} onClick={() => void gifts.fetchNextPage()}>
                  {t('records.more')}
                </Button>
              </div>
            )}
            <Link href="/freeTicket" className="fp-button-link">
              {t('records.give')}
            </Link>
            <GiftingNav current="/give" />
            <GiftArt position="bottom" />
          </Page>
        );
      }}
    </QueryView>
  );
}

function GiftRow({ gift }: { readonly gift: Gift }) {
  const { t } = useTranslation('gifting');
  const [language] = useLanguage();
  const titleId = `fp-gift-${gift.giftId}`;
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h2 id={titleId} className="fp-item__name">
          <Link href={hrefOf('/give/:id', { id: gift.giftId })} className="fp-item__link">
            {t('records.gift', { name: localizedField(gift, 'name', language), quantity: gift.quantity })}
          </Link>
        </h2>
        <GiftStatusBadge gift={gift} />
      </div>
      <ul className="fp-item__facts">
        <li>{t('records.claimed', { claimed: gift.claimedCount, quantity: gift.quantity })}</li>
        <li>{t('records.sentAt', { time: clockText(gift.createTime) })}</li>
      </ul>
    </article>
  );
}
