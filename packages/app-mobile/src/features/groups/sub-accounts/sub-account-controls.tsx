// The leader's controls over one sub-account (issue 29): whether it is in use, disabling it (its next
// group call is refused) or enabling it again, and deleting it (asked in the page first; its login goes).
// Each write goes once (Idempotency-Key on its content) and its outcome is announced.
import { Button } from '../../../ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { SubAccount } from '@fairpass/domain/groups';
import { getGroups } from '@fairpass/sdk/groups';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { GROUP_KEYS } from '../groups.queries';

export function SubAccountControls({ account }: { readonly account: SubAccount }) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const [, navigate] = useLocation();
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const groups = getGroups(client);

  const toggle = useDebouncedSubmit(async () => {
    setAlert(null);
    const request = { userId: account.userId, disabled: !account.disabled };
    const done = settleWriteKey('groups.disableSubAccount', await groups.disableSubAccount.execute(request, { idempotencyKey: writeKeyFor('groups.disableSubAccount', request) }));
    if (!done.ok) return setAlert(failureMessage(done.error));
    await queries.invalidateQueries({ queryKey: GROUP_KEYS.all });
    setNotice(t(done.value.disabled ? 'sub.disabledNow' : 'sub.enabledNow', { account: account.account }));
  });

  const remove = async (): Promise<string | null> => {
    const request = { userId: account.userId };
    const done = settleWriteKey('groups.removeSubAccount', await groups.removeSubAccount.execute(request, { idempotencyKey: writeKeyFor('groups.removeSubAccount', request) }));
    if (!done.ok) return failureMessage(done.error);
    await queries.invalidateQueries({ queryKey: GROUP_KEYS.subAccounts });
    navigate(`/subordinate?removed=${encodeURIComponent(account.account)}`, { replace: true });
    return null;
  };

  return (
    <section className="fp-gp-panel" aria-labelledby="fp-gp-sub-state">
      <p className="fp-gp-status">
        <span id="fp-gp-sub-state">{t('sub.state')}</span>
        <span className={account.disabled ? 'fp-badge' : 'fp-badge fp-badge--on'}>{t(account.disabled ? 'sub.disabledState' : 'sub.enabled')}</span>
      </p>
      <div className="fp-actions">
        <Button block fill="outline" className="fp-secondary" loading={toggle.pending} loadingText={t('sub.disabling')} disabled={toggle.pending} onClick={() => toggle.submit()}>
          {t(account.disabled ? 'sub.enable' : 'sub.disable')}
        </Button>
        <ConfirmedAction label={t('sub.remove')} question={t('sub.removeConfirm', { account: account.account })} keepLabel={t('sub.keep')} run={remove} />
      </div>
      <FormStatus message={notice} />
      <FormAlert message={alert} />
    </section>
  );
}
