// /exhibitorSelfService/invitingBuyers/list: the company's buyers (design exhibitor.md §2.5) — everyone
// its people invited and everyone who registered through its links — with the count in each state as
// filters (all, sent, incomplete, in review, approved, refused, entered) and a search by part of a buyer's
// or inviter's name, newest first, 20 at a time:
// the name, the way, who invited them, when, and where they stand; then the funnel of each way.
import { Button } from '../../../ui/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_STATES, type GuestRecord, type GuestState, type GuestStateCount } from '@fairpass/domain/exhibitor-guests';
import { BackButton } from '../../../ui/back-button';
import { clockText } from '../../../ui/clock-time';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { SearchForm } from '../../../ui/search-form';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { buyerCountsQuery, buyersQuery } from '../exhibitor-guests.queries';
import { GuestsNav } from '../guests-nav';
import { InvitationFunnel } from './invitation-funnel';
import { TemplateFunnel } from './template-funnel';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../exhibitor-guests.css';

export default withServerState(BuyersScreen);

const HEADING_ID = 'fp-eg-buyers-heading';

const TONE: Readonly<Record<GuestState, string>> = {
  sent: 'fp-badge',
  incomplete: 'fp-badge',
  reviewing: 'fp-badge',
  approved: 'fp-badge fp-badge--on',
  rejected: 'fp-badge fp-badge--off',
  entered: 'fp-badge fp-badge--on',
};

function BuyersScreen() {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const counts = useQuery(buyerCountsQuery(client));
  const [state, setState] = useState<GuestState | ''>('');
  const [keyword, setKeyword] = useState('');
  return (
    <QueryView query={counts} heading={t('buyers.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('buyers.heading')}</h1>
          <p className="fp-note">{t('buyers.intro')}</p>
          <StateFilter counts={value} chosen={state} onChoose={setState} />
          <SearchForm id="fp-eg-buyer-search" label={t('buyers.search')} goLabel={t('buyers.searchGo')} initial={keyword} onSearch={setKeyword} className="fp-eg-search" />
          <BuyerList state={state} keyword={keyword} />
          <InvitationFunnel />
          <TemplateFunnel />
          <GuestsNav current="/exhibitorSelfService/invitingBuyers/list" />
        </Page>
      )}
    </QueryView>
  );
}

function StateFilter({ counts, chosen, onChoose }: { readonly counts: readonly GuestStateCount[]; readonly chosen: GuestState | ''; readonly onChoose: (state: GuestState | '') => void }) {
  const { t } = useTranslation('exhibitor-guests');
  const countOf = (state: GuestState) => counts.find((c) => c.state === state)?.count ?? 0;
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const options: readonly (readonly [GuestState | '', string, number])[] = [['', t('buyers.all'), total], ...GUEST_STATES.map((s) => [s, t(`state.${s}`), countOf(s)] as const)];
  return (
    <div className="fp-eg-filter" role="group" aria-label={t('buyers.filterLabel')}>
      {options.map(([state, label, count]) => (
        <button key={state || 'all'} type="button" className="fp-eg-filter__chip" aria-pressed={state === chosen} onClick={() => onChoose(state)}>
          {t('buyers.filter', { label, count })}
        </button>
      ))}
    </div>
  );
}

function BuyerList({ state, keyword }: { readonly state: GuestState | ''; readonly keyword: string }) {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const buyers = useInfiniteQuery(buyersQuery(client, state, keyword));
  const list = recordsOf(buyers.data?.pages);
  const total = buyers.data?.pages[0]?.total ?? 0;
  return (
    <section aria-labelledby="fp-eg-list-heading" aria-busy={buyers.isPending}>
      <h2 id="fp-eg-list-heading" className="fp-subheading">
        {state ? t(`state.${state}`) : t('buyers.all')} <span className="fp-note">{t('buyers.total', { count: total })}</span>
      </h2>
      {buyers.isError && (
        <p className="fp-form__error" role="alert">
          {t('buyers.failed')}
        </p>
      )}
      {buyers.isSuccess && list.length === 0 && <p className="fp-note">{keyword ? t('buyers.noneFound', { keyword }) : t('buyers.none')}</p>}
      {list.length > 0 && (
        <ul className="fp-list" aria-labelledby="fp-eg-list-heading">
          {list.map((buyer) => (
            <li key={buyer.id}>
              <BuyerRow buyer={buyer} />
            </li>
          ))}
        </ul>
      )}
      {buyers.hasNextPage && (
        <div className="fp-more">
          <Button block fill="outline" loading={buyers.isFetchingNextPage} loadingText={t('buyers.loading')} onClick={() => void buyers.fetchNextPage()}>
            {t('buyers.more')}
          </Button>
        </div>
      )}
    </section>
  );
}

function BuyerRow({ buyer }: { readonly buyer: GuestRecord }) {
  const { t } = useTranslation('exhibitor-guests');
  const nameId = `fp-eg-buyer-${buyer.id}`;
  return (
    <article className="fp-item" aria-labelledby={nameId}>
      <div className="fp-item__head">
        <h3 id={nameId} className="fp-item__name">
          {buyer.name}
        </h3>
        <span className={TONE[buyer.state]}>{t(`state.${buyer.state}`)}</span>
      </div>
      <ul className="fp-item__facts">
        <li>{t(`via.${buyer.inviteType}`)}</li>
        {buyer.recipient && <li>{buyer.recipient}</li>}
        {buyer.inviterName && <li>{t('buyers.invitedBy', { name: buyer.inviterName })}</li>}
        <li>{buyer.registerTime ? t('buyers.registeredAt', { time: clockText(buyer.registerTime) }) : t('buyers.sentAt', { time: clockText(buyer.createTime) })}</li>
      </ul>
    </article>
  );
}
