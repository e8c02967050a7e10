// Logging out of the lead tool. Leads still only on this phone are never dropped: they stay on the device
// for this account and go out after its next login. With some waiting, the page first says so and offers
// to sync them (then log out, once the book is empty), to log out anyway, or to stay. A tap before the
// phone's store has been read (just after a reload) waits for that read, so the warning is never skipped.
import { Button } from '../../../ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLeads, type LeadBookStatus } from '@fairpass/sdk/leads';
import { FormAlert } from '../../../ui/form/form-alert';
import { useShell } from '../../../ui/shell-context';
import { leadBookOf } from '../use-lead-book';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useInPageQuestion } from '../../../ui/use-in-page-question';
import { useSignOut } from '../../../ui/use-sign-out';

export function LogoutSection({ status }: { readonly status: LeadBookStatus }) {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const { signOut, pending: signingOut } = useSignOut();
  const { asking, question, opener, ask, keep } = useInPageQuestion();
  const [alert, setAlert] = useState<string | null>(null);
  // The count read on the tap, shown until the screen's own status has read the store too.
  const [readOnTap, setReadOnTap] = useState(0);
  const unsynced = status.loaded ? status.unsynced : readOnTap;

  const { submit: logout, pending: reading } = useDebouncedSubmit(async () => {
    let waiting = status.unsynced;
    if (!status.loaded) {
      const { book } = await leadBookOf(client);
      await book.ready();
      waiting = book.getStatus().unsynced;
      setReadOnTap(waiting);
    }
    if (waiting > 0) ask();
    else signOut();
  });

  const { submit: syncThenLogout, pending: syncing } = useDebouncedSubmit(async () => {
    setAlert(null);
    // As "sync now": writes waiting out a backoff go at once.
    const { sync, book } = await leadBookOf(client);
    await sync.resume();
    await getLeads(client).syncLeads.execute();
    const left = book.getStatus().unsynced;
    if (left === 0) signOut();
    else setAlert(t('account.logout.stillUnsynced', { count: left }));
  });

  if (!asking) {
    return (
      <div ref={opener} className="fp-la-logout">
        <Button block fill="outline" className="fp-secondary" loading={signingOut || reading} disabled={signingOut || reading} onClick={() => logout()}>
          {t('account.logout.button')}
        </Button>
      </div>
    );
  }
  // The background sync may empty the book while the question is open (the network came back): then it
  // says so and the first choice simply logs out.
  const allSynced = unsynced === 0;
  return (
    <div ref={question} role="group" aria-labelledby="fp-la-logout-q" className="fp-confirm fp-la-logout" tabIndex={-1}>
      <p id="fp-la-logout-q" className={allSynced ? 'fp-la-done' : 'fp-la-warn'} aria-live="polite">
        {allSynced ? t('account.sync.allSynced') : t('account.logout.warning', { count: unsynced })}
      </p>
      <div className="fp-la-logout__choices">
        <Button
          block
          color="primary"
          loading={syncing}
          loadingText={t('account.sync.syncing')}
          disabled={syncing || signingOut}
          onClick={() => (allSynced ? signOut() : syncThenLogout())}
        >
          {allSynced ? t('account.logout.button') : t('account.logout.syncFirst')}
        </Button>
        {!allSynced && (
          <Button block fill="outline" className="fp-secondary" disabled={syncing || signingOut} onClick={() => signOut()}>
            {t('account.logout.anyway')}
          </Button>
        )}
        <Button
          block
          fill="none"
          onClick={() => {
            setAlert(null);
            keep();
          }}
        >
          {t('account.logout.stay')}
        </Button>
      </div>
      {/* A refusal to sync said before the book emptied no longer holds. */}
      <FormAlert message={allSynced ? null : alert} />
    </div>
  );
}

