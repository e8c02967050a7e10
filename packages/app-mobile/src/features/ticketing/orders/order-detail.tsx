// One order, and for an unpaid one its pay step (issue 28): the label, the time left to pay as words
// ("剩余 14 分 45 秒"), pay / change / cancel; at zero the page asks the server again and says the order
// closed, with "重新下单". Opened right after the order was made (`?pay=start`) it starts the payment
// itself; if that fails the order is still here ("订单已创建，请继续支付") with its pay button. Then the
// receipt — the lines with their original price, discount and code, the total, the number, when and how it
// was paid, the holders — and, once completed, its tickets and what may follow (refund and invoice only
// when allowed, else why not). A free order opened to be paid goes straight to its result ("领取成功").
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { hrefOf, type PlainRoutePath } from '@fairpass/domain';
import { canCancel, canChange, canPay, type Order } from '@fairpass/domain/ticketing';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { machineTimeOf, useClockTimes } from '../../../ui/clock-time';
import { useTimeLeftText } from '../../../ui/payment/time-left-text';
import { useSecondsLeft } from '../../../ui/payment/use-seconds-left';
import { useQueryParam } from '../../../ui/use-query-param';
import { PayOrderButton } from '../payment/pay-order-button';
import { TicketingNav } from '../ticketing-nav';
import { START_PAYING } from '../checkout/use-place-order';
import { CancelOrder } from './cancel-order';
import { OrderReceipt } from './order-receipt';
import { RefundNotice } from './refund-notice';
import { AfterSaleLinks } from './after-sale-links';
import { OrderStatusBadge } from './order-status-badge';

/** Where "order again" leads for an order that is not a ticket's: the catalogue, or an exhibitor's booking page (issue 30). */
const ORDER_AGAIN: Readonly<Partial<Record<Order['kind'], PlainRoutePath>>> = {
  journal: '/journal',
  service: '/exhibitorSelfService/serviceOrder',
  ads: '/exhibitorSelfService/adsBooking',
  translation: '/exhibitorSelfService/translateBooking',
};

export interface OrderDetailProps {
  readonly order: Order;
  readonly receivedAt: number;
  readonly back: PlainRoutePath;
  /** Asks the server for the order again (its time to pay ran out: the server closes it). */
  readonly refresh: () => void;
}

export function OrderDetail({ order, receivedAt, back, refresh }: OrderDetailProps) {
  const { t } = useTranslation('ticketing');
  const [, navigate] = useLocation();
  const seconds = useSecondsLeft(order, receivedAt);
  const timeLeftText = useTimeLeftText();
  const clock = useClockTimes();
  const awaiting = order.orderStatus === 'reserved' && order.paymentStatus !== 'received';
  const timedOut = order.orderStatus === 'expired' || (awaiting && seconds <= 0);
  const journal = order.kind === 'journal';
  const ownPath = journal ? hrefOf('/journal/:orderId', { orderId: order.orderId }) : hrefOf('/order/:orderId', { orderId: order.orderId });
  // Opened to start paying: read once, the address loses the query before anything starts.
  const startPaying = useRef(useQueryParam('pay') === START_PAYING.pay);

  // At zero the server has closed the order (or is about to): ask it, and show what it says.
  const ranOut = awaiting && seconds <= 0;
  useEffect(() => {
    if (ranOut) refresh();
  }, [ranOut, refresh]);

  // Nothing to pay (a free order): its result is the claim, straight away.
  const free = order.orderStatus === 'completed' && order.paymentStatus === 'not_required';
  useEffect(() => {
    if (startPaying.current && free) {
      startPaying.current = false;
      navigate(hrefOf('/payTransition', undefined, { orderId: order.orderId }), { replace: true });
    }
  }, [free, navigate, order.orderId]);

  const payable = canPay(order, seconds);
  const autoStart = startPaying.current && payable ? { replaceWith: ownPath } : undefined;
  const address = order.address;
  return (
    <Page labelledBy="fp-tk-order-heading">
      <BackButton fallback={back} />
      <h1 id="fp-tk-order-heading" className="fp-heading">{t(journal ? 'journal.orderHeading' : 'order.heading')}</h1>
      <dl className="fp-letter__rows">
        <div className="fp-letter__row">
          <dt>{t('wallet.status')}</dt>
          <dd>
            <OrderStatusBadge order={order} />
          </dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('order.created')}</dt>
          <dd>{clock.at(order.createTime)}</dd>
        </div>
        {awaiting && !timedOut && (
          <div className="fp-letter__row">
            <dt>{t('order.payBy')}</dt>
            <dd>
              <time dateTime={machineTimeOf(order.expireTime)}>{clock.at(order.expireTime)}</time>
            </dd>
          </div>
        )}
        {address && (
          <div className="fp-letter__row">
            <dt>{t('order.delivery')}</dt>
            <dd>
              {address.name} {address.phone}
              <br />
              {[address.province, address.city, address.district, address.detail].join(' ')}
            </dd>
          </div>
        )}
      </dl>
      {awaiting && seconds > 0 && (
        <p className="fp-tk-countdown">
          <span className="fp-tk-timer" role="timer">
            {timeLeftText(seconds)}
          </span>
          {t('order.payWithin')}
        </p>
      )}
      {timedOut && (
        <div className="fp-tk-closed" role="status">
          <p className="fp-tk-closed__title">{t('order.closedNote')}</p>
          <Link href={ORDER_AGAIN[order.kind] ?? '/ticket-type/select'} className="fp-button-link">
            {t('order.orderAgain')}
          </Link>
        </div>
      )}
      {(payable || (canCancel(order) && seconds > 0)) && (
        <div className="fp-actions">
          {payable && <PayOrderButton orderId={order.orderId} {...(autoStart ? { autoStart } : {})} autoStartFailed={(reason) => t('order.createdPayFailed', { reason })} />}
          {canChange(order, seconds) && (
            <Link href={hrefOf('/ticket-type/select/:orderId', { orderId: order.orderId })} className="fp-link fp-center">
              {t('order.change')}
            </Link>
          )}
          {canCancel(order) && seconds > 0 && <CancelOrder orderId={order.orderId} />}
        </div>
      )}
      <OrderReceipt order={order} />
      <RefundNotice order={order} />
      <div className="fp-actions">
        {!journal && order.ticketIds.length > 0 && order.orderStatus === 'completed' && (
          <Link href="/wallet" className="fp-button-link">
            {t('order.viewTickets')}
          </Link>
        )}
        <AfterSaleLinks order={order} />
      </div>
      <TicketingNav />
    </Page>
  );
}
