// What the wallet says when the phone's kept copy answered (issue 28 §3): with no network, that it is
// offline and when the copy was saved; in a tab with no login, that these are the tickets saved on this
// phone — shown without a login — with a way to log in for their latest status. For a shared phone, a
// way to remove them from it (a confirmed logout: it forgets the copy), kept below the tickets so the QR
// stays first at the gate.
import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { hrefOf, LOGIN_TARGET_PARAM } from '@fairpass/domain';
import type { KeptAnswer } from '@fairpass/sdk/ticketing';
import { ClockTime } from '../../../ui/clock-time';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';

/** `offline`: the browser says there is no network, or the kept copy answered for want of one. */
export function KeptNote({ kept, offline }: { readonly kept: KeptAnswer | undefined; readonly offline: boolean }) {
  const { t } = useTranslation('ticketing');
  const [path] = useLocation();
  const search = useSearch();
  if (kept === undefined && !offline) return null;
  // The login comes back here (issue 27's target); the link's own parameters stay with it.
  const login = hrefOf('/registration', undefined, { ...Object.fromEntries(new URLSearchParams(search)), [LOGIN_TARGET_PARAM]: path });
  return (
    <>
      <p className="fp-tk-offline" role="status">
        {offline ? t('wallet.offline') : t('wallet.kept.loggedOut')}
        {kept && (
          <>
            <br />
            {t('wallet.kept.savedAt')} <ClockTime value={kept.keptAt} />
          </>
        )}
      </p>
      {!offline && kept?.because === 'loggedOut' && (
        <Link href={login} className="fp-link">
          {t('wallet.kept.logIn')}
        </Link>
      )}
    </>
  );
}

/** Removes the kept wallet from this phone, in a tab with no login: a logout, which forgets it (the guard then leads to the login). */
export function ForgetKept({ kept }: { readonly kept: KeptAnswer | undefined }) {
  const { t } = useTranslation('ticketing');
  const { client } = useShell();
  const failureMessage = useFailureMessage();
  if (kept?.because !== 'loggedOut') return null;
  const forget = async (): Promise<string | null> => {
    const out = await client.logout.execute();
    return out.ok ? null : failureMessage(out.error);
  };
  return (
    <div className="fp-actions">
      <ConfirmedAction label={t('wallet.kept.forget')} question={t('wallet.kept.forgetConfirm')} keepLabel={t('wallet.kept.keep')} run={forget} />
    </div>
  );
}
