// A lead's own sync state in words (saved on this phone / syncing / synced / not accepted), and why the
// server refused it, translated.
import { useTranslation } from 'react-i18next';
import { DomainError } from '@fairpass/domain';
import { type LeadSyncState, type SyncFailure } from '@fairpass/domain/leads';
import { useFailureMessage } from '../../ui/use-failure-message';

const BADGE_CLASS: Readonly<Record<LeadSyncState, string>> = {
  local: 'fp-badge fp-ld-sync--local',
  syncing: 'fp-badge fp-ld-sync--syncing',
  synced: 'fp-badge fp-badge--on',
  failed: 'fp-badge fp-badge--off',
};

export function SyncBadge({ sync }: { readonly sync: LeadSyncState }) {
  const { t } = useTranslation('leads');
  return (
    <span className={BADGE_CLASS[sync]} data-sync={sync}>
      {t(`sync.${sync}`)}
    </span>
  );
}

/** Why the lead was refused, in the page's language. */
export function useSyncFailureText(): (failure: SyncFailure) => string {
  const failureMessage = useFailureMessage();
  return (failure) => failureMessage(new DomainError(failure.code, failure.detail ?? ''));
}
