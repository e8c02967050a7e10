// /entrance: my passes through the gates, newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localizedField } from '@fairpass/domain';
import { type EntranceRecord } from '@fairpass/domain/information';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { entrancesQuery } from '../information.queries';
import { InformationNav } from '../information-nav';
import { MoreButton } from '../../../ui/more-button';
import { clockText, machineTimeOf, ZoneNote } from '../../../ui/clock-time';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../information.css';

export default withServerState(EntranceScreen);

const HEADING_ID = 'fp-info-entrance-heading';

function EntranceScreen() {
  const { t } = useTranslation('information');
  const { client } = useShell();
  const entrances = useInfiniteQuery(entrancesQuery(client));
  return (
    <QueryView query={entrances} heading={t('entrance.heading')} headingId={HEADING_ID}>
      {(data) => {
        const list = recordsOf(data.pages);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('entrance.heading')}</h1>
            <ZoneNote />
            {list.length === 0 ? (
              <p className="fp-note">{t('entrance.none')}</p>
            ) : (
              <ul className="fp-list">
                {list.map((record) => (
                  <li key={record.id}>
                    <EntranceCard record={record} />
                  </li>
                ))}
              </ul>
            )}
            <MoreButton {...entrances} />
            <InformationNav />
          </Page>
        );
      }}
    </QueryView>
  );
}

function EntranceCard({ record }: { readonly record: EntranceRecord }) {
  const { t } = useTranslation('information');
  const [language] = useLanguage();
  const titleId = `fp-info-entry-${record.id}`;
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h2 id={titleId} className="fp-item__name">
          <time dateTime={machineTimeOf(record.time)}>{clockText(record.time)}</time>
        </h2>
        <span className={record.direction === 'in' ? 'fp-badge fp-badge--on' : 'fp-badge'}>{t(`entrance.${record.direction}`)}</span>
      </div>
      <ul className="fp-item__facts">
        <li>{localizedField(record, 'gate', language)}</li>
        <li>{localizedField(record, 'ticketName', language)}</li>
      </ul>
    </article>
  );
}
