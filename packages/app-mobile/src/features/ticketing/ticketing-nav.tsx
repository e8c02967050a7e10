// The ways between the ticketing screens and back to the account, at the foot of each of them.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlainRoutePath } from '@fairpass/domain';
import '../../ui/screen-blocks.css';
import './ticketing.css';

const LINKS = [
  ['/ticket-type', 'nav.types'],
  ['/order', 'nav.orders'],
  ['/wallet', 'nav.wallet'],
  ['/user-center', 'nav.userCenter'],
] as const satisfies readonly (readonly [PlainRoutePath, string])[];

export function TicketingNav({ current }: { readonly current?: PlainRoutePath }) {
  const { t } = useTranslation('ticketing');
  return (
    <nav className="fp-tk-nav" aria-label={t('nav.label')}>
      {LINKS.filter(([path]) => path !== current).map(([path, key]) => (
        <Link key={path} href={path} className="fp-link">
          {t(key)}
        </Link>
      ))}
    </nav>
  );
}
