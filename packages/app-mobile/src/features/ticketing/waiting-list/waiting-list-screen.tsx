// /waitingList (issue 28): the user's waiting-list places and sale-start reminders on this exhibition,
// newest first — where each stands (place in line, seats held until when, ordered, run out, on sale) and
// the way to its type's page, where one buys, leaves or cancels. Read again every minute: an offer's
// time runs on the server.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import type { WaitingEntry } from '@fairpass/domain/waiting-list';
import { BackButton } from '../../../ui/back-button';
import { useClockTimes } from '../../../ui/clock-time';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { ENTRIES_REFRESH_MS, waitingEntriesQuery } from './waiting-list.queries';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import './waiting-list.css';

export default withServerState(WaitingListScreen);

const HEADING_ID = 'fp-wl-list-heading';

function WaitingListScreen() {
  const { t } = useTranslation('waiting-list');
  const { client } = useShell();
  const entries = useQuery({ ...waitingEntriesQuery(client), refetchInterval: ENTRIES_REFRESH_MS });
  return (
    <QueryView query={entries} heading={t('list.heading')} headingId={HEADING_ID}>
      {(list) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/ticket-type" />
          <h1 id={HEADING_ID} className="fp-heading">
            {t('list.heading')}
          </h1>
          {list.length === 0 ? (
            <p className="fp-note">{t('list.none')}</p>
          ) : (
            <ul className="fp-list">
              {list.map((entry) => (
                <li key={entry.entryId}>
                  <EntryCard entry={entry} />
                </li>
              ))}
            </ul>
          )}
          <nav className="fp-way-on" aria-label={t('list.heading')}>
            <Link href="/ticket-type" className="fp-way-on__link">
              {t('list.toTypes')}
            </Link>
          </nav>
        </Page>
      )}
    </QueryView>
  );
}

const TONE: Readonly<Record<string, string>> = {
  offered: 'fp-badge fp-badge--on',
  waiting: 'fp-badge',
  reminderSet: 'fp-badge',
  reminded: 'fp-badge fp-badge--on',
  ordered: 'fp-badge fp-badge--on',
  expired: 'fp-badge fp-badge--off',
  left: 'fp-badge fp-badge--off',
};

function EntryCard({ entry }: { readonly entry: WaitingEntry }) {
  const { t } = useTranslation('waiting-list');
  const [language] = useLanguage();
  const clock = useClockTimes();
  const name = localizedField(entry, 'name', language);
  const status = entry.kind === 'reminder' && entry.status === 'waiting' ? 'reminderSet' : entry.status;
  const titleId = `fp-wl-entry-${entry.entryId}`;
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h2 id={titleId} className="fp-item__name">
          {name}
        </h2>
      </div>
      <ul className="fp-item__facts">
        <li>
          <span className={TONE[status] ?? 'fp-badge'}>{t(`list.status.${status}`)}</span>
        </li>
        {entry.quantity !== undefined && <li>{t('list.quantity', { count: entry.quantity })}</li>}
        {entry.status === 'waiting' && entry.position !== undefined && <li>{t('list.position', { position: entry.position })}</li>}
        {entry.status === 'offered' && entry.offerExpireTime && <li>{t('list.offerUntil', { time: clock.at(entry.offerExpireTime) })}</li>}
        {entry.kind === 'reminder' && entry.status === 'waiting' && <li>{t('list.saleStart', { time: clock.at(entry.saleStartTime) })}</li>}
      </ul>
      <Link href={hrefOf('/waitingList/:ticketTypeId', { ticketTypeId: entry.ticketTypeId })} className={entry.status === 'offered' ? 'fp-button-link' : 'fp-link'}>
        {t('list.open')}
        <span className="fp-sr-only">{t('list.openFor', { name })}</span>
      </Link>
    </article>
  );
}
