// One booked room: hotel and room type, the nights, its beds, who sleeps there, the booking reference,
// and the way to choose its people.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { type Room } from '@fairpass/domain/logistics';
import { useLanguage } from '../../../ui/use-language';
import { roomDatesOf, roomNameOf } from './room-texts';

export function RoomCard({ room }: { readonly room: Room }) {
  const { t } = useTranslation('logistics');
  const [language] = useLanguage();
  const titleId = `fp-lg-room-${room.roomId}`;
  const name = roomNameOf(room, language);
  const free = room.beds - room.occupants.length;
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h3 id={titleId} className="fp-item__name">
          {name}
        </h3>
        <span className={free > 0 ? 'fp-badge' : 'fp-badge fp-badge--on'}>{free > 0 ? t('stay.bedsFree', { count: free }) : t('stay.roomFull')}</span>
      </div>
      <ul className="fp-item__facts">
        <li>{t('stay.dates', roomDatesOf(room))}</li>
        <li>{t('stay.beds', { count: room.beds })}</li>
        {room.confirmationNo && <li>{t('stay.confirmationNo', { no: room.confirmationNo })}</li>}
      </ul>
      <p className="fp-item__desc">
        {room.occupants.length === 0 ? t('stay.nobody') : t('stay.sleepers', { names: room.occupants.map((o) => o.name).join(t('stay.nameSeparator')) })}
      </p>
      <Link href={hrefOf('/selectRoomPersonList', undefined, { roomId: room.roomId })} className="fp-link" aria-label={t('stay.chooseFor', { room: name })}>
        {t('stay.choose')}
      </Link>
    </article>
  );
}
