// /invoice/history: every application, newest first — applied, issuing, issued (the PDF to download,
// from the signed address the server gave), failed with the reason, reversed after a refund. While one
// is still with the tax system the page checks again now and then.
import { Button } from '../../../ui/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { recordsOf } from '../../../ui/server-state/paging';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { InvoicingPage as Page } from '../invoicing-page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useQueryParam } from '../../../ui/use-query-param';
import { ZoneNote } from '../../../ui/clock-time';
import { InvoicingNav } from '../invoicing-nav';
import { applicationsQuery } from '../invoicing.queries';
import { ApplicationCard } from './application-card';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(InvoiceHistoryScreen);

const HEADING_ID = 'fp-inv-history-heading';
const CHECK_AGAIN_MS = 5000;
const IN_PROGRESS = new Set(['applied', 'issuing']);

function InvoiceHistoryScreen() {
  const { t } = useTranslation('invoicing');
  const { client } = useShell();
  const justApplied = useQueryParam('applied') === '1';
  const applications = useInfiniteQuery({
    ...applicationsQuery(client),
    refetchInterval: (query) => (recordsOf(query.state.data?.pages).some((item) => IN_PROGRESS.has(item.status)) ? CHECK_AGAIN_MS : false),
  });
  return (
    <QueryView query={applications} heading={t('history.heading')} headingId={HEADING_ID}>
      {(data) => {
        const list = recordsOf(data.pages);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/invoice" />
            <h1 id={HEADING_ID} className="fp-heading">{t('history.heading')}</h1>
            <ZoneNote />
            <FormStatus message={justApplied ? t('history.applied') : null} />
            {list.length === 0 ? (
              <p className="fp-note">{t('history.none')}</p>
            ) : (
              <ul className="fp-list">
                {list.map((application) => (
                  <li key={application.applicationId}>
                    <ApplicationCard application={application} />
                  </li>
                ))}
              </ul>
            )}
            {applications.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" loading={applications.isFetchingNextPage} loadingText={t('orders.loading')} onClick={() => void applications.fetchNextPage()}>
                  {t('orders.more')}
                </Button>
              </div>
            )}
            <InvoicingNav current="/invoice/history" />
          </Page>
        );
      }}
    </QueryView>
  );
}
