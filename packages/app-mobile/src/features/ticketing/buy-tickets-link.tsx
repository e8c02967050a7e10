// "Buy tickets" as a way on from an order or a ticket that cannot be shown (issue 28): besides the
// area's list and the personal centre the shared failure view offers, the ticket types.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export function BuyTicketsLink() {
  const { t } = useTranslation('ticketing');
  return (
    <Link href="/ticket-type" className="fp-way-on__link">
      {t('nav.types')}
    </Link>
  );
}
