// One person someone registered: their name, masked mobile, company (and a card's job title and
// department), when they were registered and the organiser's review. Text the visitor typed is shown as
// text, never as markup.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '@fairpass/domain';
import { type DelegatePerson } from '@fairpass/domain/delegates';
import { clockText } from '../../../ui/clock-time';

const REVIEW_BADGE = { approve: 'fp-badge fp-badge--on', reject: 'fp-badge fp-badge--off', pending: 'fp-badge' } as const;

export function ReviewBadge({ review }: { readonly review: DelegatePerson['review'] }) {
  const { t } = useTranslation('delegates');
  return <span className={REVIEW_BADGE[review]}>{t(`review.${review}`)}</span>;
}

export interface PersonCardProps {
  readonly person: DelegatePerson;
  /** The name as a link to the person's page, when they have one. */
  readonly name?: ReactNode;
}

export function PersonCard({ person, name }: PersonCardProps) {
  const { t } = useTranslation('delegates');
  const titleId = `fp-dg-person-${person.id}`;
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h3 id={titleId} className="fp-item__name">
          {name ?? person.name}
        </h3>
        <ReviewBadge review={person.review} />
      </div>
      <ul className="fp-item__facts">
        <li>{maskPhone(person.phone)}</li>
        {person.company && <li>{person.company}</li>}
        {person.jobTitle && <li>{person.jobTitle}</li>}
        {person.department && <li>{person.department}</li>}
        <li>{t('person.registered', { time: clockText(person.registerTime) })}</li>
      </ul>
    </article>
  );
}
