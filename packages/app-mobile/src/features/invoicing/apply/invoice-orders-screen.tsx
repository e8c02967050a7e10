// /invoice: the visitor's paid orders and where each stands with its invoice — apply, applied (to the
// history), or why it cannot be invoiced — a page at a time.
import { Button } from '../../../ui/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { type InvoiceEligibility } from '@fairpass/domain/invoicing';
import { formatMoney } from '@fairpass/domain/ticketing';
import { BackButton } from '../../../ui/back-button';
import { InvoicingPage as Page } from '../invoicing-page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { InvoicingNav } from '../invoicing-nav';
import { invoiceableOrdersQuery } from '../invoicing.queries';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(InvoiceOrdersScreen);

const HEADING_ID = 'fp-inv-orders-heading';

function InvoiceOrdersScreen() {
  const { t } = useTranslation('invoicing');
  const { client } = useShell();
  const orders = useInfiniteQuery(invoiceableOrdersQuery(client));
  return (
    <QueryView query={orders} heading={t('orders.heading')} headingId={HEADING_ID}>
      {(data) => {
        const list = recordsOf(data.pages);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('orders.heading')}</h1>
            {list.length === 0 ? (
              <p className="fp-note">{t('orders.none')}</p>
            ) : (
              <ul className="fp-list">
                {list.map((order) => (
                  <li key={order.orderId}>
                    <OrderRow order={order} />
                  </li>
                ))}
              </ul>
            )}
            {orders.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" loading={orders.isFetchingNextPage} loadingText={t('orders.loading')} onClick={() => void orders.fetchNextPage()}>
                  {t('orders.more')}
                </Button>
              </div>
            )}
            <InvoicingNav current="/invoice" />
          </Page>
        );
      }}
    </QueryView>
  );
}

function OrderRow({ order }: { readonly order: InvoiceEligibility }) {
  const { t } = useTranslation('invoicing');
  const titleId = `fp-inv-order-${order.orderId}`;
  const application = order.application;
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h2 id={titleId} className="fp-item__name">
          {t('orders.order', { orderNo: order.orderNo })}
        </h2>
        <span className="fp-item__price">{formatMoney({ amount: order.total, currency: order.currency })}</span>
      </div>
      <ul className="fp-item__facts">
        {application && <li>{t(`status.${application.status}`)}</li>}
        {!order.invoiceable && <li>{t(`refusal.${order.refusal ?? 'not_paid'}`)}</li>}
      </ul>
      {order.invoiceable && (
        <Link href={hrefOf('/invoice/apply/:orderId', { orderId: order.orderId })} className="fp-link" aria-describedby={titleId}>
          {t('orders.apply')}
        </Link>
      )}
    </article>
  );
}
