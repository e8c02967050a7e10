// /order: my orders, newest first, a page at a time ("load more"), each with its label and total and
// a way to its details.
import Button from 'antd-mobile/es/components/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { type Order } from '@fairpass/domain/ticketing';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { clockText, ZoneNote } from '../../../ui/clock-time';
import { moneyText } from '../money-text';
import { ordersQuery } from '../ticketing.queries';
import { TicketingNav } from '../ticketing-nav';
import { OrderStatusBadge } from './order-status-badge';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(OrderListScreen);

function OrderListScreen() {
  const { t } = useTranslation('ticketing');
  const { client } = useShell();
  const orders = useInfiniteQuery(ordersQuery(client));
  return (
    <QueryView query={orders} heading={t('order.listHeading')} headingId="fp-tk-orders-heading">
      {(data) => {
        const list = recordsOf(data.pages);
        const total = data.pages[0]?.total ?? 0;
        return (
          <Page labelledBy="fp-tk-orders-heading">
            <h1 id="fp-tk-orders-heading" className="fp-heading">{t('order.listHeading')}</h1>
            <ZoneNote />
            {list.length === 0 ? (
              <p className="fp-note">{t('order.none')}</p>
            ) : (
              <ul className="fp-list" aria-describedby="fp-tk-orders-count">
                {list.map((order) => (
                  <li key={order.orderId}>
                    <OrderRow order={order} />
                  </li>
                ))}
              </ul>
            )}
            <div className="fp-more">
              {orders.hasNextPage ? (
                <Button block fill="outline" loading={orders.isFetchingNextPage} loadingText={t('order.loadingMore')} onClick={() => void orders.fetchNextPage()}>
                  {t('order.loadMore')}
                </Button>
              ) : (
                list.length > 0 && <span id="fp-tk-orders-count">{t('order.allShown', { count: total })}</span>
              )}
            </div>
            <TicketingNav current="/order" />
          </Page>
        );
      }}
    </QueryView>
  );
}

function OrderRow({ order }: { readonly order: Order }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const names = order.lines.map((line) => localizedField(line, 'name', language)).join('、');
  return (
    <article className="fp-item" aria-labelledby={`fp-tk-order-${order.orderId}`}>
      <div className="fp-item__head">
        <h2 id={`fp-tk-order-${order.orderId}`} className="fp-item__name">
          <Link href={order.kind === 'journal' ? hrefOf('/journal/:orderId', { orderId: order.orderId }) : hrefOf('/order/:orderId', { orderId: order.orderId })} className="fp-item__link">
            {names || t(`order.kind.${order.kind}`)}
          </Link>
        </h2>
        <span className="fp-item__price">{moneyText({ amount: order.total, currency: order.currency }, t('types.free'))}</span>
      </div>
      <ul className="fp-item__facts">
        <li>
          <OrderStatusBadge order={order} />
        </li>
        <li>
          {t('order.orderNo')} {order.orderNo}
        </li>
        <li>{clockText(order.createTime)}</li>
      </ul>
    </article>
  );
}
