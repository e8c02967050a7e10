// One order: its label, number, lines and total as the server priced them; while unpaid, the deadline
// (with its zone) and the time left to pay counting down with pay, change and cancel; once paid, its tickets; for a catalogue order, where
// it is delivered.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, type PlainRoutePath } from '@fairpass/domain';
import { canCancel, canChange, canPay, formatCountdown, type Order } from '@fairpass/domain/ticketing';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { machineTimeOf, useClockTimes } from '../../../ui/clock-time';
import { PayOrderButton } from '../payment/pay-order-button';
import { TicketingNav } from '../ticketing-nav';
import { CancelOrder } from './cancel-order';
import { OrderLines } from './order-lines';
import { RefundNotice } from './refund-notice';
import { AfterSaleLinks } from './after-sale-links';
import { OrderStatusBadge } from './order-status-badge';
import { useOrderCountdown } from './use-order-countdown';

export interface OrderDetailProps {
  readonly order: Order;
  readonly receivedAt: number;
  readonly back: PlainRoutePath;
}

export function OrderDetail({ order, receivedAt, back }: OrderDetailProps) {
  const { t } = useTranslation('ticketing');
  const seconds = useOrderCountdown(order, receivedAt);
  const clock = useClockTimes();
  const awaiting = order.orderStatus === 'reserved' && order.paymentStatus !== 'received';
  const address = order.address;
  return (
    <Page labelledBy="fp-tk-order-heading">
      <BackButton fallback={back} />
      <h1 id="fp-tk-order-heading" className="fp-heading">{t(order.kind === 'journal' ? 'journal.orderHeading' : 'order.heading')}</h1>
      <dl className="fp-letter__rows">
        <div className="fp-letter__row">
          <dt>{t('wallet.status')}</dt>
          <dd>
            <OrderStatusBadge order={order} />
          </dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('order.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('order.created')}</dt>
          <dd>{clock.at(order.createTime)}</dd>
        </div>
        {awaiting && (
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
      <OrderLines order={order} />
      <RefundNotice order={order} />
      {awaiting && seconds > 0 && (
        <p className="fp-tk-countdown" role="timer">
          {t('order.payWithin', { time: formatCountdown(seconds) })}
        </p>
      )}
      {(order.orderStatus === 'expired' || (awaiting && seconds <= 0)) && <p className="fp-tk-countdown">{t('order.expiredNote')}</p>}
      <div className="fp-actions">
        {canPay(order, seconds) && <PayOrderButton orderId={order.orderId} />}
        {canChange(order, seconds) && (
          <Link href={hrefOf('/ticket-type/select/:orderId', { orderId: order.orderId })} className="fp-link fp-center">
            {t('order.change')}
          </Link>
        )}
        {canCancel(order) && seconds > 0 && <CancelOrder orderId={order.orderId} />}
        {order.kind !== 'journal' && order.ticketIds.length > 0 && order.orderStatus === 'completed' && (
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
