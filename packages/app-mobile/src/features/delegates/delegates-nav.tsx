// The ways between the registering-others screens and back to the account, at the foot of each of them;
// the screen the visitor is on is left out.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import '../../ui/screen-blocks.css';

type Place = 'team' | 'help' | 'group' | 'work';

export function DelegatesNav({ current }: { readonly current?: Place }) {
  const { t } = useTranslation('delegates');
  const links: readonly (readonly [Place | 'account', string, string])[] = [
    ['team', hrefOf('/teamRegistration'), t('nav.team')],
    ['help', hrefOf('/helpRegistration'), t('nav.help')],
    ['group', hrefOf('/othersRegistration/:type', { type: 'group' }), t('nav.group')],
    ['work', hrefOf('/othersRegistration/:type', { type: 'work' }), t('nav.work')],
    ['account', hrefOf('/user-center'), t('nav.userCenter')],
  ];
  return (
    <nav className="fp-links" aria-label={t('nav.label')}>
      {links
        .filter(([place]) => place !== current)
        .map(([place, href, text]) => (
          <Link key={place} href={href} className="fp-link">
            {text}
          </Link>
        ))}
    </nav>
  );
}
