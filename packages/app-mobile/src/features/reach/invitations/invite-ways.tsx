// The four ways to invite, each a row leading to its page; the way shown is marked as the current page.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { INVITE_FORM_TYPES, type InviteFormType } from '@fairpass/domain/reach';

export function InviteWays({ current, labelledBy }: { readonly current?: InviteFormType; readonly labelledBy: string }) {
  const { t } = useTranslation('reach');
  return (
    <ul className="fp-reach-ways" aria-labelledby={labelledBy}>
      {INVITE_FORM_TYPES.map((way) => (
        <li key={way}>
          <Link href={hrefOf('/inviteRegistration-form/:inviteFormType', { inviteFormType: way })} className="fp-reach-way" aria-current={way === current ? 'page' : undefined}>
            <span className="fp-reach-way__name">{t(`way.${way}`)}</span>
            <span className="fp-reach-way__hint">{t(`wayHint.${way}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
