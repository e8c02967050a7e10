// The four ways to invite buyers for the company, each a row leading to its page; the way shown is marked.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { INVITE_FORM_TYPES, type InviteFormType } from '@fairpass/domain/reach';

export function GuestWays({ current, labelledBy }: { readonly current?: InviteFormType; readonly labelledBy: string }) {
  const { t } = useTranslation('exhibitor-guests');
  return (
    <ul className="fp-list" aria-labelledby={labelledBy}>
      {INVITE_FORM_TYPES.map((way) => (
        <li key={way} className="fp-item">
          <Link
            href={hrefOf('/exhibitorSelfService/inviteRegistration-form/:inviteFormType', { inviteFormType: way })}
            className="fp-link"
            aria-current={way === current ? 'page' : undefined}
          >
            {t(`way.${way}`)}
          </Link>
          <p className="fp-note">{t(`wayHint.${way}`)}</p>
        </li>
      ))}
    </ul>
  );
}
