// /invoice/apply/{orderId}: an order's invoice. The server says whether the order can be invoiced and
// the amount; when it cannot, the page says why; an overseas buyer goes to the English invoice instead.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { formatMoney } from '@fairpass/domain/ticketing';
import { BackButton } from '../../../ui/back-button';
import { InvoicingPage as Page } from '../invoicing-page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { InvoicingNav } from '../invoicing-nav';
import { eligibilityQuery, headersQuery } from '../invoicing.queries';
import { ApplyForm } from './apply-form';
import { EligibilityNote } from './eligibility-note';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(ApplyScreen);

const HEADING_ID = 'fp-inv-apply-heading';

function ApplyScreen() {
  const { t } = useTranslation('invoicing');
  const { orderId = '' } = useParams<{ orderId: string }>();
  const { client } = useShell();
  const eligibility = useQuery(eligibilityQuery(client, orderId));
  const headers = useQuery(headersQuery(client));
  return (
    <QueryView query={combineReads(eligibility, headers)} heading={t('apply.heading')} headingId={HEADING_ID}>
      {([order, saved]) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/invoice" />
          <h1 id={HEADING_ID} className="fp-heading">{t('apply.heading')}</h1>
          <dl className="fp-summary">
            <div className="fp-summary__row">
              <dt>{t('apply.orderNo')}</dt>
              <dd>{order.orderNo}</dd>
            </div>
            <div className="fp-summary__total">
              <dt>{t('apply.amount')}</dt>
              <dd>{formatMoney({ amount: order.total, currency: order.currency })}</dd>
            </div>
          </dl>
          {order.invoiceable ? (
            <>
              <ApplyForm orderId={orderId} headers={saved} />
              <Link href={hrefOf('/invoiceEn', undefined, { orderId })} className="fp-link fp-center">
                {t('apply.english')}
              </Link>
            </>
          ) : (
            <EligibilityNote eligibility={order} />
          )}
          <InvoicingNav />
        </Page>
      )}
    </QueryView>
  );
}
