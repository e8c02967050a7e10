// /selectRoomPersonList?roomId=: who sleeps in one room. The party is listed 20 at a time with a tick box
// each (the room's people ticked to start with); someone in another room on the same nights is told
// they will move. More people than the room's beds is refused in the page (the domain's rule, focus on the
// list) before anything is sent; the choice is sent once (Idempotency-Key).
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { roomAssignmentErrors, roomsLeftBy, type Room } from '@fairpass/domain/logistics';
import { getLogistics } from '@fairpass/sdk/logistics';
import { BackButton } from '../../../ui/back-button';
import { FieldMessage, fieldAria } from '../../../ui/form/field-message';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { FailureView } from '../../../ui/way-on/failure-view';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { LogisticsNav } from '../logistics-nav';
import { LOGISTICS_KEYS, roomsQuery, stayPeopleQuery } from '../logistics.queries';
import { MoreButton } from '../../../ui/more-button';
import { roomDatesOf, roomNameOf } from './room-texts';
import '../../../ui/form/form.css';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../logistics.css';

export default withServerState(SelectRoomPeopleScreen);

const HEADING_ID = 'fp-lg-select-heading';
const GROUP_ID = 'fp-lg-people';

function SelectRoomPeopleScreen() {
  const { t } = useTranslation('logistics');
  const { client } = useShell();
  const roomId = useQueryParam('roomId') ?? '';
  const rooms = useQuery(roomsQuery(client));
  const people = useInfiniteQuery(stayPeopleQuery(client));
  return (
    <QueryView query={combineReads(rooms, people)} heading={t('select.heading')} headingId={HEADING_ID}>
      {([roomList]) => {
        const room = roomList.find((each) => each.roomId === roomId);
        return room ? (
          <RoomChoice key={room.roomId} room={room} rooms={roomList} />
        ) : (
          // The ways on (accommodation, the personal centre) are the shared failure view's.
          <FailureView headingId={HEADING_ID} where={t('select.heading')} title={t('select.unknownRoom')}>
            <LogisticsNav />
          </FailureView>
        );
      }}
    </QueryView>
  );
}

type Choice = { readonly personIds: readonly string[] };

function RoomChoice({ room, rooms }: { readonly room: Room; readonly rooms: readonly Room[] }) {
  const { t } = useTranslation('logistics');
  const { client } = useShell();
  const queries = useQueryClient();
  const [language] = useLanguage();
  const people = useInfiniteQuery(stayPeopleQuery(client));
  const [saved, setSaved] = useState<string | null>(null);
  const intent = `logistics.room.${room.roomId}`;
  const name = roomNameOf(room, language);

  const form = useForm<Choice, readonly Room[]>({
    initial: { personIds: room.occupants.map((o) => o.personId) },
    validate: (values) => roomAssignmentErrors(room, values.personIds),
    send: (values, signal) => {
      setSaved(null);
      const request = { roomId: room.roomId, personIds: values.personIds };
      return getLogistics(client).assignRoom.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (_rooms, values) => {
      setSaved(t('select.saved', { count: values.personIds.length, room: name }));
      await queries.invalidateQueries({ queryKey: LOGISTICS_KEYS.all });
    },
    errorParams: () => ({ context: 'beds', beds: String(room.beds) }),
  });
  const chosen = form.values.personIds;
  const toggle = (personId: string, on: boolean) => form.set('personIds', on ? [...chosen, personId] : chosen.filter((id) => id !== personId));
  const error = form.errors.personIds;
  const list = people.data ? recordsOf(people.data.pages) : [];

  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/stayManage" />
      <h1 id={HEADING_ID} className="fp-heading">{t('select.heading')}</h1>
      <p className="fp-note">{name}</p>
      <p className="fp-note">{t('stay.dates', roomDatesOf(room))}</p>
      <Form form={form} labelledBy={HEADING_ID}>
        <fieldset className="fp-lg-people" {...fieldAria(GROUP_ID, error)}>
          <legend className="fp-field__label">{t('select.legend', { count: room.beds })}</legend>
          <ul className="fp-lg-people__list">
            {list.map((person) => {
              const id = `${GROUP_ID}-${person.personId}`;
              const elsewhere = roomsLeftBy(person, room, rooms);
              return (
                <li key={person.personId}>
                  <label className="fp-check__label fp-lg-person" htmlFor={id}>
                    <input id={id} type="checkbox" className="fp-check__box" checked={chosen.includes(person.personId)} onChange={(event) => toggle(person.personId, event.target.checked)} />
                    <span className="fp-lg-person__text">
                      <span>
                        {person.name} <span className="fp-lg-muted">{t(`relation.${person.relation}`)}</span>
                      </span>
                      {elsewhere.length > 0 && <span className="fp-lg-muted">{t('select.moves', { room: elsewhere.map((other) => roomNameOf(other, language)).join(t('stay.nameSeparator')) })}</span>}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldMessage controlId={GROUP_ID} message={error} />
        </fieldset>
        <MoreButton hasNextPage={people.hasNextPage} isFetchingNextPage={people.isFetchingNextPage} fetchNextPage={people.fetchNextPage} />
        <p className="fp-note" aria-live="polite">
          {t('select.count', { count: chosen.length, beds: room.beds })}
        </p>
        <FormAlert message={form.alert} />
        <FormStatus message={saved} />
        <SubmitButton pending={form.pending} label={t('select.save')} pendingLabel={t('select.saving')} />
      </Form>
      <nav className="fp-links" aria-label={t('nav.label')}>
        <Link href={hrefOf('/stayManage')} className="fp-link">
          {t('select.toStay')}
        </Link>
      </nav>
    </Page>
  );
}
