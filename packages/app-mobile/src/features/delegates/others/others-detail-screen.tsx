// /others-registration-info-detail/{type}?id=: one person the visitor registered with their business
// card — the card as it was sent, when, and the organiser's review.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DelegatePerson, OthersType } from '@fairpass/domain/delegates';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useQueryParam } from '../../../ui/use-query-param';
import { useClockTimes } from '../../../ui/clock-time';
import { DelegatesNav } from '../delegates-nav';
import { personQuery } from '../delegates.queries';
import { ReviewBadge } from '../person/person-card';
import { UnknownType } from './unknown-type';
import { useOthersType } from './use-others-type';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../delegates.css';

export default withServerState(OthersDetailScreen);

const HEADING_ID = 'fp-dg-detail-heading';

function OthersDetailScreen() {
  const type = useOthersType();
  const id = useQueryParam('id') ?? '';
  return type ? <OthersDetail type={type} id={id} /> : <UnknownType />;
}

function OthersDetail({ type, id }: { readonly type: OthersType; readonly id: string }) {
  const { t } = useTranslation('delegates');
  const { client } = useShell();
  const person = useQuery(personQuery(client, id));
  return (
    <QueryView query={person} heading={t('detail.heading')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{data.name}</h1>
          <p className="fp-note">{t(`others.${type}.detailNote`)}</p>
          <CardDetails person={data} />
          <DelegatesNav />
        </Page>
      )}
    </QueryView>
  );
}

function CardDetails({ person }: { readonly person: DelegatePerson }) {
  const { t } = useTranslation('delegates');
  const clock = useClockTimes();
  const rows: readonly (readonly [string, string | undefined])[] = [
    [t('card.name'), person.name],
    [t('card.phone'), person.phone],
    [t('card.company'), person.company],
    [t('card.department'), person.department],
    [t('card.jobTitle'), person.jobTitle],
    [t('card.email'), person.email],
    [t('detail.registered'), clock.at(person.registerTime)],
  ];
  return (
    <section className="fp-dg-card" aria-label={t('detail.card')}>
      <dl className="fp-letter__rows">
        {rows
          .filter((row): row is readonly [string, string] => row[1] !== undefined && row[1] !== '')
          .map(([label, value]) => (
            <div key={label} className="fp-letter__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        <div className="fp-letter__row">
          <dt>{t('detail.review')}</dt>
          <dd>
            <ReviewBadge review={person.review} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
