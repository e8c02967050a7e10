// /stayManage: the hotel rooms booked for the visitor's party — hotel, room type, nights, beds and who
// sleeps where — and the party (the visitor and the people they registered, 20 at a time) with the room
// each one is in.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InfiniteData } from '@tanstack/react-query';
import type { Page as BladePage } from '@fairpass/domain';
import type { Room, StayPerson } from '@fairpass/domain/logistics';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { LogisticsNav } from '../logistics-nav';
import { roomsQuery, stayPeopleQuery } from '../logistics.queries';
import { MoreButton } from '../../../ui/more-button';
import { RoomCard } from './room-card';
import { roomNameOf } from './room-texts';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../logistics.css';

export default withServerState(StayScreen);

const HEADING_ID = 'fp-lg-stay-heading';

function StayScreen() {
  const { t } = useTranslation('logistics');
  const { client } = useShell();
  const rooms = useQuery(roomsQuery(client));
  const people = useInfiniteQuery(stayPeopleQuery(client));
  return (
    <QueryView query={combineReads(rooms, people)} heading={t('stay.heading')} headingId={HEADING_ID}>
      {([roomList, pages]) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('stay.heading')}</h1>
          <p className="fp-note">{t('stay.intro')}</p>
          <h2 className="fp-subheading">{t('stay.rooms')}</h2>
          {roomList.length === 0 ? (
            <p className="fp-note">{t('stay.noRooms')}</p>
          ) : (
            <ul className="fp-list">
              {roomList.map((room) => (
                <li key={room.roomId}>
                  <RoomCard room={room} />
                </li>
              ))}
            </ul>
          )}
          <h2 className="fp-subheading">{t('stay.party')}</h2>
          <PartyList rooms={roomList} pages={pages} />
          <MoreButton hasNextPage={people.hasNextPage} isFetchingNextPage={people.isFetchingNextPage} fetchNextPage={people.fetchNextPage} />
          <LogisticsNav current="/stayManage" />
        </Page>
      )}
    </QueryView>
  );
}

function PartyList({ rooms, pages }: { readonly rooms: readonly Room[]; readonly pages: InfiniteData<BladePage<StayPerson>> }) {
  const { t } = useTranslation('logistics');
  const [language] = useLanguage();
  const people = recordsOf(pages.pages);
  const roomName = (roomId: string) => {
    const room = rooms.find((each) => each.roomId === roomId);
    return room ? roomNameOf(room, language) : roomId;
  };
  return (
    <ul className="fp-list fp-lg-party">
      {people.map((person) => (
        <li key={person.personId} className="fp-lg-party__row">
          <span className="fp-lg-party__name">
            {person.name} <span className="fp-lg-muted">{t(`relation.${person.relation}`)}</span>
          </span>
          <span>{person.roomIds.length === 0 ? t('stay.noRoom') : person.roomIds.map(roomName).join(t('stay.nameSeparator'))}</span>
        </li>
      ))}
    </ul>
  );
}
