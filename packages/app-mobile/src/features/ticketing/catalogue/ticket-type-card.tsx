// One ticket type as a card: its name, price (or "free"), sale state and the facts that limit buying
// (stock, per person, per order, conflicts, sale window), in the page's language.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedField } from '@fairpass/domain';
import { type TicketType } from '@fairpass/domain/ticketing';
import { useLanguage } from '../../../ui/use-language';
import { useClockTimes } from '../../../ui/clock-time';
import { moneyText } from '../money-text';
import { SaleStateBadge } from './sale-state-badge';

export interface TicketTypeCardProps {
  readonly type: TicketType;
  /** The names of the types it conflicts with, in the page language. */
  readonly conflictNames: readonly string[];
  readonly headingLevel?: 2 | 3;
  /** Below the facts: a details link, a quantity stepper. */
  readonly children?: ReactNode;
}

export function TicketTypeCard({ type, conflictNames, headingLevel = 2, children }: TicketTypeCardProps) {
  const { t } = useTranslation('ticketing');
  const clock = useClockTimes();
  const [language] = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const description = localizedField(type, 'description', language);
  return (
    <article className="fp-item" aria-labelledby={`fp-tk-type-${type.id}`}>
      <div className="fp-item__head">
        <Heading id={`fp-tk-type-${type.id}`} className="fp-item__name">
          {localizedField(type, 'name', language)}
        </Heading>
        <span className="fp-item__price">{moneyText({ amount: type.price, currency: type.currency }, t('types.free'))}</span>
      </div>
      <ul className="fp-item__facts">
        <li>
          <SaleStateBadge state={type.saleState} />
        </li>
        {type.remaining !== undefined && type.saleState === 'on_sale' && <li>{t('types.remaining', { count: type.remaining })}</li>}
        {type.limitPerUser !== undefined && <li>{t('types.limitPerUser', { count: type.limitPerUser })}</li>}
        {type.maxPerOrder > type.minPerOrder && (type.minPerOrder > 1 || type.maxPerOrder < 99) && <li>{t('types.perOrder', { min: type.minPerOrder, max: type.maxPerOrder })}</li>}
        {conflictNames.length > 0 && <li>{t('types.conflicts', { names: conflictNames.join('、') })}</li>}
        {type.saleState === 'not_started' && <li>{t('types.saleWindow', { window: clock.span(type.saleStartTime, type.saleEndTime) })}</li>}
      </ul>
      {description && <p className="fp-item__desc">{description}</p>}
      {children}
    </article>
  );
}
