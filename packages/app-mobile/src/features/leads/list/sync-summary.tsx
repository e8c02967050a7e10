// How many leads wait on this phone or were refused, and "sync now" (one pass of the outbox, told in
// words: all sent, waiting for the network, stopped until the next login, another tab sending). Refused
// leads can be put back in line (after buying a package, say).
import { Button } from '../../../ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncPassResult } from '@fairpass/sdk/leads';
import { FormStatus } from '../../../ui/form/form-status';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useBookLoaded, useLeadBookStatus, useLeadsApi } from '../use-lead-book';

const OUTCOME_KEY: Readonly<Record<SyncPassResult['outcome'], 'syncNow.done' | 'syncNow.wait' | 'syncNow.stopped' | 'syncNow.busy' | 'syncNow.loggedOut'>> = {
  done: 'syncNow.done',
  wait: 'syncNow.wait',
  stopped: 'syncNow.stopped',
  busy: 'syncNow.busy',
  logged_out: 'syncNow.loggedOut',
};

export function SyncSummary() {
  const { t } = useTranslation('leads');
  const api = useLeadsApi();
  const status = useLeadBookStatus();
  const loaded = useBookLoaded();
  const [said, setSaid] = useState<string | null>(null);
  const sync = useDebouncedSubmit(async () => {
    setSaid(null);
    const result = await api.syncLeads.execute();
    if (result.ok) setSaid(t(OUTCOME_KEY[result.value.outcome]));
  });
  const retry = useDebouncedSubmit(async () => {
    setSaid(null);
    const result = await api.retryLeads.execute();
    if (result.ok) setSaid(t('syncNow.retried', { count: result.value }));
  });
  return (
    <section className="fp-summary fp-ld-summary" aria-labelledby="fp-ld-summary-heading">
      <h2 id="fp-ld-summary-heading" className="fp-sr-only">
        {t('syncNow.heading')}
      </h2>
      <p className="fp-summary__note" data-testid="unsynced-summary">
        {/* Nothing is claimed about the leads before the phone's store was read. */}
        {!loaded ? t('list.loading') : status.unsynced === 0 ? t('syncNow.allSynced') : t('syncNow.unsynced', { count: status.unsynced })}
        {loaded && status.failed > 0 && ` ${t('syncNow.failed', { count: status.failed })}`}
      </p>
      {status.stoppedBy && <p className="fp-summary__note">{t('syncNow.stoppedBy')}</p>}
      <div className="fp-ld-summary__buttons">
        <Button size="small" color="primary" loading={sync.pending || status.syncing} loadingText={t('syncNow.syncing')} onClick={sync.submit}>
          {t('syncNow.button')}
        </Button>
        {status.failed > 0 && (
          <Button size="small" fill="outline" loading={retry.pending} onClick={retry.submit}>
            {t('syncNow.retry')}
          </Button>
        )}
      </div>
      <FormStatus message={said} />
    </section>
  );
}
