// What a receipt says beyond the lines (issue 28): the order number, when and how it was paid (or that
// nothing was to be paid), and who holds each ticket — on the order's page and on the payment result.
import { useTranslation } from 'react-i18next';
import { localizedField, maskPhone } from '@fairpass/domain';
import { type Order } from '@fairpass/domain/ticketing';
import { ClockTime } from '../../../ui/clock-time';
import { useLanguage } from '../../../ui/use-language';
import { OrderLines } from './order-lines';

export function OrderReceipt({ order, headingLevel = 2 }: { readonly order: Order; readonly headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `fp-tk-receipt-${order.orderId}`;
  const holders = order.holders ?? [];
  const nameOf = (ticketTypeId: string) => {
    const line = order.lines.find((candidate) => candidate.ticketTypeId === ticketTypeId);
    return line ? localizedField(line, 'name', language) : '';
  };
  return (
    <section className="fp-tk-receipt" aria-labelledby={headingId}>
      <Heading id={headingId} className="fp-subheading">
        {t('receipt.heading')}
      </Heading>
      <OrderLines order={order} />
      <dl className="fp-letter__rows">
        <div className="fp-letter__row">
          <dt>{t('order.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
        </div>
        {order.payTime && (
          <div className="fp-letter__row">
            <dt>{t('receipt.paidAt')}</dt>
            <dd>
              <ClockTime value={order.payTime} />
            </dd>
          </div>
        )}
        {order.paymentStatus === 'received' && order.payChannel && (
          <div className="fp-letter__row">
            <dt>{t('receipt.method')}</dt>
            <dd>{t(`receipt.channel.${order.payChannel}`)}</dd>
          </div>
        )}
        {order.paymentStatus === 'not_required' && (
          <div className="fp-letter__row">
            <dt>{t('receipt.method')}</dt>
            <dd>{t('receipt.nothingToPay')}</dd>
          </div>
        )}
      </dl>
      {holders.length > 0 && (
        <>
          <Heading id={`${headingId}-holders`} className="fp-subheading">
            {t('receipt.holders')}
          </Heading>
          <ul className="fp-tk-holders" aria-labelledby={`${headingId}-holders`}>
            {holders.map((holder, index) => (
              <li key={`${holder.ticketTypeId}-${index}`}>
                <span className="fp-tk-holders__name">{holder.name}</span>
                <span className="fp-tk-holders__facts">
                  {[maskPhone(holder.phone), nameOf(holder.ticketTypeId)].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
