// The people the visitor registered by one channel, 20 at a time with "show more"; each as a card, the
// name a link to their page when the channel has one.
import { Button } from '../../ui/button';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page as BladePage } from '@fairpass/domain';
import type { DelegatePerson } from '@fairpass/domain/delegates';
import { recordsOf } from '../../ui/server-state/paging';
import { ZoneNote } from '../../ui/clock-time';
import { PersonCard } from './person/person-card';

export interface PeopleListProps {
  readonly query: UseInfiniteQueryResult<InfiniteData<BladePage<DelegatePerson>>>;
  readonly pages: InfiniteData<BladePage<DelegatePerson>>;
  readonly empty: string;
  readonly nameOf?: (person: DelegatePerson) => ReactNode;
}

export function PeopleList({ query, pages, empty, nameOf }: PeopleListProps) {
  const { t } = useTranslation('delegates');
  const people = recordsOf(pages.pages);
  const total = pages.pages[0]?.total ?? 0;
  if (people.length === 0) return <p className="fp-note">{empty}</p>;
  return (
    <>
      <p className="fp-note">{t('list.count', { count: total })}</p>
      <ZoneNote />
      <ul className="fp-list">
        {people.map((person) => (
          <li key={person.id}>
            <PersonCard person={person} name={nameOf?.(person)} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="fp-more">
          <Button block fill="outline" className="fp-secondary" loading={query.isFetchingNextPage} loadingText={t('list.loading')} onClick={() => void query.fetchNextPage()}>
            {t('list.more')}
          </Button>
        </div>
      )}
    </>
  );
}
