// The one loading/error pattern of a screen's read: the loading state while the first answer is on its
// way, the translated failure with a "try again" button if it fails (the screen's heading stays, so the
// visitor knows where they are), and the data once it is in.
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDomainError, DomainError } from '@fairpass/domain';
import { LoadingScreen } from '../loading-screen';
import { Page } from '../page';
import { useFailureMessage } from '../use-failure-message';
import '../screen-blocks.css';

/** What QueryView needs of a read: a TanStack query result, or several combined into one. */
export interface ReadState<T> {
  readonly status: 'pending' | 'error' | 'success';
  readonly data: T | undefined;
  readonly error: unknown;
  readonly isFetching: boolean;
  readonly refetch: () => Promise<unknown>;
}

export interface QueryViewProps<T> {
  readonly query: ReadState<T>;
  /** The screen's heading, shown above a failure. */
  readonly heading: string;
  /** The id the page's landmark is labelled by. */
  readonly headingId: string;
  readonly children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, heading, headingId, children }: QueryViewProps<T>) {
  const { t } = useTranslation('common');
  const failureMessage = useFailureMessage();
  if (query.status === 'pending') return <LoadingScreen />;
  if (query.status === 'error') {
    const error = isDomainError(query.error) ? query.error : new DomainError('UNKNOWN');
    return (
      <Page labelledBy={headingId}>
        <h1 id={headingId} className="fp-heading">{heading}</h1>
        {/* A plain notice, not the kit's ErrorBlock: its illustrations weighed 9.8 KiB gzip on every screen. */}
        <p className="fp-failure" role="alert">
          {failureMessage(error)}
        </p>
        <Button block color="primary" className="fp-action" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Page>
    );
  }
  return <>{children(query.data as T)}</>;
}
