// /payTransition: where every payment ends (the WeChat sheet, a return from the H5 cashier, a free
// order). The client's result is not proof: the order's payment status is asked of the server at once,
// then on the domain's bounded schedule, and again on "I have paid" and when the page is shown anew
// (a return from the cashier). The sheet's "cancel"/"fail" is said only while the server agrees the
// order is still unpaid, with a way to pay again. Without an order there is nothing to ask about: the
// page says so and offers the orders and the personal centre instead of waiting for ever; a status read
// that fails before any answer is the shared failure view (a retry only when trying again can help). A
// settled order shows its receipt; a free one says it was claimed (领取成功), not paid.
import { Button } from '../../../ui/button';
import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, isDomainError, type PlainRoutePath } from '@fairpass/domain';
import { nextPollStep, type Order, type PaymentStatusReply } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { Page } from '../../../ui/page';
import { fromResult } from '../../../ui/server-state/result-query';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { StatusResult } from '../../../ui/status-result';
import { isPayStatusKey, payStatusKey } from '../../../ui/payment/pay-status-key';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useQueryParam } from '../../../ui/use-query-param';
import { useShell } from '../../../ui/shell-context';
import { FailureView } from '../../../ui/way-on/failure-view';
import { ReadFailure } from '../../../ui/way-on/read-failure';
import { orderQuery, TICKETING_KEYS } from '../ticketing.queries';
import { OrderReceipt } from '../orders/order-receipt';
import { TicketingNav } from '../ticketing-nav';
import { PayOrderButton } from './pay-order-button';
import { transitionViewOf } from './transition-view';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(PayTransitionScreen);

/** An exhibitor's services order (issue 30) leads back to its booking page once paid, not to the wallet. */
const SERVICE_PAGES: Readonly<Partial<Record<Order['kind'], PlainRoutePath>>> = {
  service: '/exhibitorSelfService/serviceOrder',
  ads: '/exhibitorSelfService/adsBooking',
  translation: '/exhibitorSelfService/translateBooking',
};

/** The settled order's receipt, read anew (the payment changed it); nothing while it loads or if the read fails. */
function PaidReceipt({ orderId }: { readonly orderId: string }) {
  const { client } = useShell();
  const order = useQuery(orderQuery(client, orderId));
  return order.data ? <OrderReceipt order={order.data} /> : null;
}

function PayTransitionScreen() {
  const { t } = useTranslation('ticketing');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const orderId = useQueryParam('orderId') ?? '';
  const sheet = useQueryParam('sheet');
  // A lead tool package (kind=package) leads back to the lead account instead of the wallet.
  const forPackage = useQueryParam('kind') === 'package' ? 'package' : undefined;
  const answers = useRef(0);
  const settledAs = useRef('');
  const [processing, setProcessing] = useState(false);

  const status = useQuery({
    queryKey: payStatusKey(orderId),
    queryFn: fromResult<PaymentStatusReply>((options) => getTicketing(client).fetchPaymentStatus.execute({ orderId }, options)),
    enabled: orderId !== '',
    refetchInterval: (query) => {
      const reply = query.state.data;
      if (!reply || query.state.status === 'error') return false;
      const step = nextPollStep(reply, answers.current);
      return step.kind === 'wait' ? step.delayMs : false;
    },
  });

  // The paid order itself (the receipt's read, shared): its kind says where the way on leads.
  const paidOrder = useQuery({ ...orderQuery(client, orderId), enabled: orderId !== '' && status.data?.paymentStatus === 'received' });
  const servicePage = paidOrder.data ? SERVICE_PAGES[paidOrder.data.kind] : undefined;

  // Count the answers and note when the schedule is spent; a settled answer refreshes what it changed,
  // once per outcome: the status read is itself a ticketing read, and refreshing it every time it answered
  // asked the server again and again, about 90 times a second, for as long as the page stayed open.
  useEffect(() => {
    if (!status.data) {
      // A new attempt dropped the last answer: the polling schedule starts again.
      answers.current = 0;
      return;
    }
    answers.current += 1;
    const step = nextPollStep(status.data, answers.current);
    setProcessing(step.kind === 'processing');
    const outcome = `${orderId}:${status.data.paymentStatus}`;
    if (step.kind === 'done' && settledAs.current !== outcome) {
      settledAs.current = outcome;
      const notThisStatus = (query: Query) => !isPayStatusKey(query.queryKey);
      void queries.invalidateQueries({ queryKey: TICKETING_KEYS.all, predicate: notThisStatus });
      // A payment settles more than tickets (a lead tool package, say) and the in-app sheet returns
      // without a reload: whatever else is kept is asked for again when its screen next opens.
      void queries.invalidateQueries({ refetchType: 'none', predicate: notThisStatus });
    }
  }, [status.data, status.dataUpdatedAt, queries, orderId]);

  // Back from the cashier (possibly from the back-forward cache): ask again.
  useEffect(() => {
    const again = () => void status.refetch();
    window.addEventListener('pageshow', again);
    return () => window.removeEventListener('pageshow', again);
  }, [status]);

  const checkAgain = () => {
    answers.current = 0;
    setProcessing(false);
    void status.refetch();
  };

  if (!orderId) {
    return <FailureView headingId="fp-tk-pay-heading" where={t('pay.heading')} title={t('pay.noOrder')} message={t('pay.noOrderBody')} />;
  }
  const orderLink = (
    <Link href={hrefOf('/order/:orderId', { orderId })} className="fp-way-on__link">
      {t('pay.toOrder')}
    </Link>
  );
  if (status.status === 'error' && !status.data) {
    // The order's own page is a way on only while it may still be there (a fault, not a refusal).
    const mayExist = isDomainError(status.error) && status.error.retryable;
    return (
      <ReadFailure
        error={status.error}
        headingId="fp-tk-pay-heading"
        where={t('pay.heading')}
        onRetry={checkAgain}
        retrying={status.isFetching}
        links={mayExist ? orderLink : undefined}
      />
    );
  }

  const view = transitionViewOf(status.data, sheet, processing);
  const body = view.body !== 'pay.paidBody' ? view.body : forPackage ? 'pay.packagePaidBody' : servicePage ? 'pay.servicePaidBody' : view.body;
  const paid = view.kind === 'paid';
  return (
    <Page labelledBy="fp-tk-pay-heading">
      <h1 id="fp-tk-pay-heading" className="fp-sr-only">{t('pay.heading')}</h1>
      {status.status === 'error' ? (
        <StatusResult status="error" title={failureMessage(status.error as never)} />
      ) : (
        <div role="status" aria-live="polite">
          <StatusResult status={view.status} title={t(view.title)} description={body ? t(body) : undefined} />
        </div>
      )}
      {/* The receipt, once the server says the order is paid (or claimed): number, lines, paid time and method, holders. */}
      {paid && <PaidReceipt orderId={orderId} />}
      <div className="fp-actions">
        {/* WeChat's guidance for a return from the cashier: "I have paid" re-checks, "pay again" reopens it. */}
        {(view.kind === 'pending' || view.kind === 'checking') && status.data && (
          <Button block color="primary" className="fp-action" loading={status.isFetching} onClick={checkAgain}>
            {t('pay.havePaid')}
          </Button>
        )}
        {(view.kind === 'failed' || view.kind === 'cancelled' || ((view.kind === 'pending' || view.kind === 'checking') && status.data)) && (
          <PayOrderButton orderId={orderId} label={t('pay.retry')} kind={forPackage} />
        )}
        {view.kind === 'paid' && (
          <Link href={servicePage ?? (forPackage ? '/minePage' : '/wallet')} className="fp-button-link">
            {t(servicePage ? 'pay.toServices' : forPackage ? 'pay.toLeadAccount' : 'pay.toWallet')}
          </Link>
        )}
        {/* A package buyer who gave up on the sheet may rather pay by bank transfer: the choice is one tap away. */}
        {(view.kind === 'expired' || (forPackage && (view.kind === 'cancelled' || view.kind === 'failed'))) && (
          <Link href={forPackage ? '/buyAccTypePage' : '/ticket-type'} className={view.kind === 'expired' ? 'fp-button-link' : 'fp-link fp-center'}>
            {t(forPackage ? 'pay.toPackages' : 'pay.toTypes')}
          </Link>
        )}
        {orderId && (
          <Link href={hrefOf('/order/:orderId', { orderId })} className="fp-link fp-center">
            {t('pay.toOrder')}
          </Link>
        )}
      </div>
      <TicketingNav />
    </Page>
  );
}
