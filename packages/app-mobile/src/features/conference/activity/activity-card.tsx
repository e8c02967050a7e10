// One side activity: its title (to its page), time and place, seats, and whether the visitor joined.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { isFull, seatsLeft, type Activity } from '@fairpass/domain/conference';
import { useLanguage } from '../../../ui/use-language';
import { clockText, MINUTE } from '../../../ui/clock-time';

export function ActivityCard({ activity, level = 2 }: { readonly activity: Activity; readonly level?: 2 | 3 }) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const titleId = `fp-cf-activity-${activity.id}`;
  const left = seatsLeft(activity);
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <Heading id={titleId} className="fp-item__name">
          <Link href={hrefOf('/user-center/activityDetail', undefined, { id: activity.id })} className="fp-item__link">
            {localizedField(activity, 'title', language)}
          </Link>
        </Heading>
        {activity.mine && <span className="fp-badge fp-badge--on">{t('activity.joined')}</span>}
      </div>
      <ul className="fp-item__facts">
        <li>{`${clockText(activity.startTime, 'MM-DD HH:mm')}–${clockText(activity.endTime, MINUTE)}`}</li>
        <li>{localizedField(activity, 'place', language)}</li>
        <li>{t(`timeState.${activity.timeState}`)}</li>
        {isFull(activity) ? <li>{t('session.full')}</li> : left !== undefined && <li>{t('session.seatsLeft', { count: left })}</li>}
      </ul>
    </article>
  );
}
