// One read inside a screen that shows other things too (the account page's sync and logout work with no
// network): "loading" in place, or the translated failure (with "try again" when that can help) under the
// section's own heading, never a whole failure page in place of the screen.
import { Button } from '../../../ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DomainError, isDomainError } from '@fairpass/domain';
import type { ReadState } from '../../../ui/server-state/query-view';
import { useFailureMessage } from '../../../ui/use-failure-message';

export function SectionRead<T>({ query, children }: { readonly query: ReadState<T>; readonly children: (data: T) => ReactNode }) {
  const { t } = useTranslation('common');
  const failureMessage = useFailureMessage();
  if (query.status === 'pending') return <p className="fp-note" role="status">{t('list.loading')}</p>;
  if (query.status === 'error') {
    const error = isDomainError(query.error) ? query.error : new DomainError('UNKNOWN');
    return (
      <div className="fp-la-failure">
        <p className="fp-failure" role="alert">
          {failureMessage(error)}
        </p>
        {/* Only where reading again can help (a network fault, a time-out, a 5xx). */}
        {error.retryable && (
          <Button block fill="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        )}
      </div>
    );
  }
  return <>{children(query.data as T)}</>;
}
