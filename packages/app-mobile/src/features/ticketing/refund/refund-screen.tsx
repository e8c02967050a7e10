// /refund/{orderId}: a whole-order refund. The server says what will come back (or why nothing can: a
// ticket entered or gifted, the window closed); the visitor gives a reason and confirms in the page. The
// request carries an Idempotency-Key per order, so a double tap, a lost reply and a reload ask once;
// afterwards the order page shows "refunding" until the server settles it.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { formatMoney, type RefundPreview } from '@fairpass/domain/ticketing';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useClockTimes } from '../../../ui/clock-time';
import { OrderLines } from '../orders/order-lines';
import { orderQuery, refundPreviewQuery } from '../ticketing.queries';
import { TicketingNav } from '../ticketing-nav';
import { RefundForm } from './refund-form';
import { useRefusalText } from './refusal-text';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(RefundScreen);

const HEADING_ID = 'fp-tk-refund-heading';

function RefundScreen() {
  const { t } = useTranslation('ticketing');
  const refusalText = useRefusalText();
  const { orderId = '' } = useParams<{ orderId: string }>();
  const { client } = useShell();
  const order = useQuery(orderQuery(client, orderId));
  const preview = useQuery(refundPreviewQuery(client, orderId));
  return (
    <QueryView query={combineReads(order, preview)} heading={t('refund.heading')} headingId={HEADING_ID}>
      {([orderData, previewData]) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/order" />
          <h1 id={HEADING_ID} className="fp-heading">{t('refund.heading')}</h1>
          <p className="fp-note">
            {t('order.orderNo')} {orderData.orderNo}
          </p>
          <OrderLines order={orderData} />
          {orderData.refundStatus === 'pending' ? (
            <p className="fp-notice" role="status">{t('refund.pending')}</p>
          ) : previewData.refundable ? (
            <>
              <RefundAmount preview={previewData} />
              <RefundForm orderId={orderId} amount={formatMoney({ amount: previewData.amount, currency: previewData.currency })} />
            </>
          ) : (
            <p className="fp-form__error" role="alert">
              {refusalText(previewData)}
            </p>
          )}
          <TicketingNav />
        </Page>
      )}
    </QueryView>
  );
}

function RefundAmount({ preview }: { readonly preview: RefundPreview }) {
  const { t } = useTranslation('ticketing');
  const clock = useClockTimes();
  return (
    <div className="fp-summary">
      <dl>
        <div className="fp-summary__total">
          <dt>{t('refund.amount')}</dt>
          <dd>{formatMoney({ amount: preview.amount, currency: preview.currency })}</dd>
        </div>
      </dl>
      {preview.deadline && <p className="fp-summary__note">{t('refund.deadline', { deadline: clock.at(preview.deadline) })}</p>}
      <p className="fp-summary__note">{t('refund.route')}</p>
    </div>
  );
}
