// A link that offers an upgrade (`upgradeTicket=<ticket type>`, spec §3 link parameters) tells a visitor
// who already holds a ticket that they can exchange it for that type, paying only the difference, and
// leads to their wallet, where the upgrade is made.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { localizedField } from '@fairpass/domain';
import { type TicketType } from '@fairpass/domain/ticketing';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { useHeldTickets } from '../checkout/use-held-tickets';

export function UpgradeOffer({ types }: { readonly types: readonly TicketType[] }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const offered = useSession((s) => s.entry.upgradeTicket);
  const held = useHeldTickets();
  const target = types.find((type) => type.id === offered);
  if (!target || held.length === 0) return null;
  return (
    <p className="fp-notice">
      {t('types.upgradeOffer', { name: localizedField(target, 'name', language) })}{' '}
      <Link href="/wallet" className="fp-item__link">
        {t('types.upgradeGo')}
      </Link>
    </p>
  );
}
