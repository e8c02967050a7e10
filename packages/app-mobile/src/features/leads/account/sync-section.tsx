// The sync status on /minePage, read from the lead book on the phone (so it shows with no network): how
// many leads are only on this phone, how many the server refused, whether a pass is running, why sending
// stopped, when everything last reached the server (the phone's stamp, on the exhibition's clock with its zone); "sync now" runs one pass and says how it ended.
import { Button } from '../../../ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLeads, type LeadBookStatus } from '@fairpass/sdk/leads';
import { FormStatus } from '../../../ui/form/form-status';
import { useShell } from '../../../ui/shell-context';
import { leadBookOf } from '../use-lead-book';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useClockTimes } from '../../../ui/clock-time';

export function SyncSection({ status }: { readonly status: LeadBookStatus }) {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  // The phone's own stamp, shown on the exhibition's clock like every other time (ui/clock-time.tsx).
  const clock = useClockTimes();
  const [said, setSaid] = useState<string | null>(null);
  const { submit, pending } = useDebouncedSubmit(async () => {
    setSaid(null);
    // A tap is the user saying "now": writes waiting out a backoff go at once (the book's own resume).
    const { sync } = await leadBookOf(client);
    await sync.resume();
    const pass = await getLeads(client).syncLeads.execute();
    if (pass.ok) setSaid(t(`account.sync.pass.${pass.value.outcome}`, { count: pass.value.sent }));
  });
  const busy = pending || status.syncing;
  return (
    <section className="fp-la-block" aria-labelledby="fp-la-sync">
      <h2 id="fp-la-sync" className="fp-subheading">{t('account.sync.heading')}</h2>
      <p className={status.unsynced > 0 ? 'fp-la-warn' : 'fp-note'} data-unsynced={status.unsynced}>
        {status.unsynced > 0 ? t('account.sync.unsynced', { count: status.unsynced }) : t('account.sync.allSynced')}
      </p>
      {status.failed > 0 && <p className="fp-form__error">{t('account.sync.failed', { count: status.failed })}</p>}
      {status.stoppedBy && <p className="fp-form__error">{t(status.stoppedBy === 'AUTH.SINGLE_EMPLOYEE_LOGIN' ? 'account.sync.stoppedSingle' : 'account.sync.stoppedLogin')}</p>}
      {status.lastSyncedAt !== undefined && <p className="fp-note">{t('account.sync.last', { time: clock.at(status.lastSyncedAt) })}</p>}
      <Button block fill="outline" loading={busy} loadingText={t('account.sync.syncing')} disabled={busy} onClick={() => submit()}>
        {t('account.sync.now')}
      </Button>
      <FormStatus message={said} />
    </section>
  );
}

