// A group screen's read, as QueryView draws it, except the two answers that are not failures to retry:
// someone who is not the group leader is told only the leader may manage a group (the SDK's domain
// check, or the server's 4601) with the way back to their account (not to group management, which says
// the same), a sub-account its leader disabled, or one asking for a leader's task, is told so with the
// same way back (issue 29), and a leader who has not set the group up yet is sent to its details form.
// All through the shared failure view.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isDomainError } from '@fairpass/domain';
import { QueryView, type ReadState } from '../../ui/server-state/query-view';
import { useFailureMessage } from '../../ui/use-failure-message';
import { FailureView } from '../../ui/way-on/failure-view';

export interface GroupQueryViewProps<T> {
  readonly query: ReadState<T>;
  readonly heading: string;
  readonly headingId: string;
  readonly children: (data: T) => ReactNode;
}

const REFUSALS = new Set(['GROUP.NOT_LEADER', 'GROUP.NOT_SET_UP', 'SUBACCOUNT.DISABLED', 'SUBACCOUNT.NOT_ALLOWED']);

/** What else the page says under a refusal, by its code. */
const REFUSAL_NOTE: Readonly<Record<string, 'refused.setUpFirst' | 'refused.leaderOnly' | 'refused.disabled' | 'refused.notAllowed'>> = {
  'GROUP.NOT_SET_UP': 'refused.setUpFirst',
  'GROUP.NOT_LEADER': 'refused.leaderOnly',
  'SUBACCOUNT.DISABLED': 'refused.disabled',
  'SUBACCOUNT.NOT_ALLOWED': 'refused.notAllowed',
};

export function GroupQueryView<T>({ query, heading, headingId, children }: GroupQueryViewProps<T>) {
  const { t } = useTranslation('groups');
  const failureMessage = useFailureMessage();
  const refusal = query.status === 'error' && isDomainError(query.error) && REFUSALS.has(query.error.code) ? query.error : undefined;
  if (!refusal) {
    return (
      <QueryView query={query} heading={heading} headingId={headingId}>
        {children}
      </QueryView>
    );
  }
  const notSetUp = refusal.code === 'GROUP.NOT_SET_UP';
  return (
    <FailureView
      headingId={headingId}
      where={heading}
      title={failureMessage(refusal)}
      message={t(REFUSAL_NOTE[refusal.code] ?? 'refused.leaderOnly')}
      areaList={false}
      links={
        notSetUp ? (
          <Link href="/groupManagement/form" className="fp-way-on__link">
            {t('refused.setUp')}
          </Link>
        ) : undefined
      }
    />
  );
}
