// The company's orders of one kind, newest first: what was ordered, its state (from the separate order,
// payment and refund axes), the server's total, the booth, and whether an invoice can be asked for (spec
// §5: paid, above 0, in RMB); each opens the order's page, which pays an unpaid one.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { ordersOfKind, serviceOrderInvoiceable, type ServiceKind, type ServiceOrder } from '@fairpass/domain/exhibitor-services';
import { canPay, formatMoney, orderLabelKey } from '@fairpass/domain/ticketing';
import { useClockTimes } from '../../../ui/clock-time';
import { dynamicText } from '../../../ui/dynamic-text';
import { QueryView } from '../../../ui/server-state/query-view';
import { useShell } from '../../../ui/shell-context';
import { serviceOrdersQuery } from '../exhibitor-services.queries';
import '../../../ui/list-blocks.css';

const WELL = new Set(['status.order.paid', 'status.order.finished']);

function OrderCard({ order }: { readonly order: ServiceOrder }) {
  const { t, i18n } = useTranslation('exhibitor-services');
  const clock = useClockTimes();
  const key = orderLabelKey(order);
  const tone = WELL.has(key) ? 'fp-badge fp-badge--on' : key === 'status.order.pending_payment' ? 'fp-badge' : 'fp-badge fp-badge--off';
  const what = order.lines.map((line) => `${i18n.language === 'en' && line.nameEn ? line.nameEn : line.name} × ${line.quantity}`).join(i18n.language === 'en' ? ', ' : '、');
  const payable = canPay(order, order.remainingSeconds);
  return (
    <li className="fp-item">
      <div className="fp-item__head">
        <p className="fp-item__name">{what}</p>
        <span className={tone}>{dynamicText(t)(key.replace('status.order.', 'status.'))}</span>
      </div>
      <ul className="fp-item__facts">
        <li>{t('orders.total', { total: formatMoney({ amount: order.total, currency: order.currency }) })}</li>
        {order.boothNo && <li>{t('orders.booth', { boothNo: order.boothNo })}</li>}
        <li>{t('orders.number', { no: order.orderNo })}</li>
        <li>{t('orders.created', { time: clock.at(order.createTime) })}</li>
        <li>{serviceOrderInvoiceable(order) ? t('orders.invoiceable') : t('orders.notInvoiceable')}</li>
      </ul>
      <Link href={hrefOf('/order/:orderId', { orderId: order.orderId })} className="fp-link">
        {t(payable ? 'orders.pay' : 'orders.view', { no: order.orderNo })}
      </Link>
    </li>
  );
}

export function ServiceOrders({ kind }: { readonly kind: ServiceKind }) {
  const { t } = useTranslation('exhibitor-services');
  const { client } = useShell();
  const orders = useQuery(serviceOrdersQuery(client));
  const headingId = `fp-es-orders-${kind}`;
  return (
    <section aria-labelledby={headingId}>
      <QueryView query={orders} heading={t('orders.heading')} headingId={headingId}>
        {(all) => {
          const list = ordersOfKind(all, kind);
          return (
            <>
              <h2 id={headingId} className="fp-subheading">
                {t('orders.heading')}
              </h2>
              {list.length === 0 && <p className="fp-note">{t('orders.empty')}</p>}
              <ul className="fp-list" aria-labelledby={headingId}>
                {list.map((order) => (
                  <OrderCard key={order.orderId} order={order} />
                ))}
              </ul>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
