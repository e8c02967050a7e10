// /customerPage: my leads as this phone keeps them (never waiting for the network): search (name,
// company, mobile, tags — the domain's lead search), filters by rating and sync state kept in the
// address, the count, each lead's own sync state, "sync now" with what waits, and a way to scan or to
// type a lead in. Thousands of leads: the search runs in memory and the list shows a page at a time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { isLeadRating, LEAD_SYNC_STATES, type LeadSyncState, type LocalLeadFilter } from '@fairpass/domain/leads';
import { MoreButton } from '../../../ui/more-button';
import { KeepPageOpenNotice } from '../../../ui/offline/keep-page-open-notice';
import { Page } from '../../../ui/page';
import { LeadsNav } from '../leads-nav';
import { useLeadList } from '../use-lead-book';
import { useLeadTool } from '../use-lead-tool';
import { LeadFilters, listHref } from './lead-filters';
import { LeadRow } from './lead-row';
import { LeadSearch } from './lead-search';
import { SyncSummary } from './sync-summary';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../leads.css';

const HEADING_ID = 'fp-ld-list-heading';
const PAGE_SIZE = 30;

const isSyncState = (value: string | null): value is LeadSyncState => LEAD_SYNC_STATES.includes(value as LeadSyncState);

export default function LeadListScreen() {
  const { t } = useTranslation('leads');
  useLeadTool();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const rating = params.get('rating');
  const sync = params.get('sync');
  const filter: LocalLeadFilter = {
    ...(params.get('q') ? { keyword: params.get('q') ?? '' } : {}),
    ...(isLeadRating(rating) ? { rating } : {}),
    ...(isSyncState(sync) ? { sync } : {}),
  };
  return (
    <Page labelledBy={HEADING_ID}>
      <KeepPageOpenNotice />
      <h1 id={HEADING_ID} className="fp-heading">
        {t('title.list')}
      </h1>
      <SyncSummary />
      <div className="fp-ld-actions">
        <Link href="/scanCodePage" className="fp-button-link">
          {t('list.scan')}
        </Link>
        <Link href="/custDetailInfoPage" className="fp-link">
          {t('list.addByHand')}
        </Link>
      </div>
      <LeadSearch initial={filter.keyword ?? ''} onSearch={(words) => navigate(listHref({ ...filter, keyword: words }), { replace: true })} />
      <LeadFilters filter={filter} />
      {/* A new search starts from the first page. */}
      <Leads key={JSON.stringify(filter)} filter={filter} />
      <LeadsNav current="/customerPage" />
    </Page>
  );
}

function Leads({ filter }: { readonly filter: LocalLeadFilter }) {
  const { t } = useTranslation('leads');
  const { matching, total, loaded } = useLeadList(filter);
  const [shown, setShown] = useState(PAGE_SIZE);
  const filtered = filter.keyword !== undefined || filter.rating !== undefined || filter.sync !== undefined;
  return (
    <>
      <p className="fp-note" role="status" data-testid="lead-count">
        {!loaded ? t('list.loading') : filtered ? t('list.countOf', { found: matching.length, count: total }) : t('list.count', { count: total })}
      </p>
      {loaded && matching.length === 0 && <p className="fp-note">{filtered ? t('list.noMatch') : t('list.empty')}</p>}
      <ul className="fp-list" aria-label={t('list.label')}>
        {matching.slice(0, shown).map((lead) => (
          <LeadRow key={lead.localId} lead={lead} />
        ))}
      </ul>
      <MoreButton hasNextPage={matching.length > shown} isFetchingNextPage={false} fetchNextPage={async () => setShown((count) => count + PAGE_SIZE)} />
    </>
  );
}
