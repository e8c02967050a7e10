// The one loading/error pattern of a screen's read: the loading state while the first answer is on its
// way, the shared failure view if it fails (what happened as the heading, under the screen's name; "try
// again" only when that can help; the area's list and the personal centre as ways on: ui/way-on/), and
// the data once it is in.
import type { ReactNode } from 'react';
import { LoadingScreen } from '../loading-screen';
import { ReadFailure } from '../way-on/read-failure';

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
  /** The screen's name: its heading, and above a failure's heading what screen this is. */
  readonly heading: string;
  /** The id the page's landmark is labelled by. */
  readonly headingId: string;
  readonly children: (data: T) => ReactNode;
  /** Ways on of the screen's own for a failure, before the personal centre (the area's list comes first). */
  readonly failureLinks?: ReactNode;
}

export function QueryView<T>({ query, heading, headingId, children, failureLinks }: QueryViewProps<T>) {
  if (query.status === 'pending') return <LoadingScreen />;
  if (query.status === 'error') {
    return (
      // A plain notice, not the kit's ErrorBlock: its illustrations weighed 9.8 KiB gzip on every screen.
      <ReadFailure
        error={query.error}
        headingId={headingId}
        where={heading}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        links={failureLinks}
      />
    );
  }
  return <>{children(query.data as T)}</>;
}
