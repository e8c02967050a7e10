// /order: my orders, newest first, a page at a time ("load more"), under status tabs (全部 / 待付款 /
// 已完成 / 退款售后) and with a search by order number (issue 28); the tab and the search live in the
// address (`?tab=&q=`), so a reload or Back keeps them. Each card says what it holds ("VIP 贵宾票 × 2"),
// its label, total, number and time, and for an order awaiting payment the way to pay it.
import { Button } from '../../../ui/button';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { canPay, isOrderTab, ORDER_NO_SEARCH_MAX, ORDER_TABS, orderNoQueryOf, orderSecondsLeft, type Order, type OrderTab } from '@fairpass/domain/ticketing';
import { Page } from '../../../ui/page';
import { payStepOf } from '../../../ui/payment/unpaid-order';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { clockText, ZoneNote } from '../../../ui/clock-time';
import { moneyText } from '../money-text';
import { ordersQuery } from '../ticketing.queries';
import { TicketingNav } from '../ticketing-nav';
import { OrderStatusBadge } from './order-status-badge';
import '../../../ui/form/form.css';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(OrderListScreen);

const listHref = (tab: OrderTab, q: string) => hrefOf('/order', undefined, { ...(tab === 'all' ? {} : { tab }), ...(q ? { q } : {}) });

function OrderListScreen() {
  const { t } = useTranslation('ticketing');
  const { client } = useShell();
  const asked = useQueryParam('tab');
  const tab: OrderTab = isOrderTab(asked) ? asked : 'all';
  const search = orderNoQueryOf(useQueryParam('q') ?? '');
  // Another tab or search keeps the last list on screen until its own answer is in (no blank flash).
  const orders = useInfiniteQuery({ ...ordersQuery(client, tab, search), placeholderData: keepPreviousData });
  return (
    <QueryView query={orders} heading={t('order.listHeading')} headingId="fp-tk-orders-heading">
      {(data) => {
        const list = recordsOf(data.pages);
        const total = data.pages[0]?.total ?? 0;
        return (
          <Page labelledBy="fp-tk-orders-heading">
            <h1 id="fp-tk-orders-heading" className="fp-heading">{t('order.listHeading')}</h1>
            <OrderTabs tab={tab} search={search} />
            <OrderSearch key={search} tab={tab} search={search} />
            <div aria-busy={orders.isPlaceholderData || undefined}>
              {search && !orders.isPlaceholderData && (
                <p className="fp-note" role="status">
                  {t('order.searchFound', { count: total, query: search })}
                </p>
              )}
              <ZoneNote />
              {list.length === 0 ? (
                <p className="fp-note">{t(search ? 'order.noneFound' : `order.noneIn.${tab}`)}</p>
              ) : (
                <ul className="fp-list" aria-label={t(`order.tab.${tab}`)} aria-describedby="fp-tk-orders-count">
                  {list.map((order) => (
                    <li key={order.orderId}>
                      <OrderRow order={order} receivedAt={orders.dataUpdatedAt} />
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
            </div>
            <TicketingNav current="/order" />
          </Page>
        );
      }}
    </QueryView>
  );
}

/** The status tabs: links that keep the search, the current one marked for a screen reader. */
function OrderTabs({ tab, search }: { readonly tab: OrderTab; readonly search: string }) {
  const { t } = useTranslation('ticketing');
  return (
    <nav className="fp-tk-tabs" aria-label={t('order.tabsLabel')}>
      {ORDER_TABS.map((each) => (
        <Link key={each} href={listHref(each, search)} className="fp-tk-tabs__tab" aria-current={each === tab ? 'page' : undefined}>
          {t(`order.tab.${each}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The search by order number: any part of it, blanks and case ignored; "clear" shows the tab's orders again. */
function OrderSearch({ tab, search }: { readonly tab: OrderTab; readonly search: string }) {
  const { t } = useTranslation('ticketing');
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(search);
  return (
    <form
      role="search"
      className="fp-tk-search"
      aria-label={t('order.searchLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(listHref(tab, orderNoQueryOf(typed)));
      }}
    >
      <div className="fp-field">
        <label htmlFor="fp-tk-order-search" className="fp-field__label">
          {t('order.orderNo')}
        </label>
        <input
          id="fp-tk-order-search"
          type="search"
          className="fp-input"
          value={typed}
          maxLength={ORDER_NO_SEARCH_MAX}
          placeholder={t('order.searchPlaceholder')}
          autoComplete="off"
          inputMode="text"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <button type="submit" className="fp-tk-stepper__button fp-tk-search__go">
        {t('order.search')}
      </button>
      {search && (
        <Link href={listHref(tab, '')} className="fp-link">
          {t('order.clearSearch')}
        </Link>
      )}
    </form>
  );
}

function OrderRow({ order, receivedAt }: { readonly order: Order; readonly receivedAt: number }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const names = order.lines.map((line) => `${localizedField(line, 'name', language)} ${t('order.quantity', { count: line.quantity })}`).join('、');
  const payable = canPay(order, orderSecondsLeft(order, receivedAt, Date.now()));
  return (
    <article className="fp-item" aria-labelledby={`fp-tk-order-${order.orderId}`}>
      <div className="fp-item__head">
        <h2 id={`fp-tk-order-${order.orderId}`} className="fp-item__name">
          <Link href={payStepOf(order)} className="fp-item__link">
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
      {payable && (
        <Link href={payStepOf(order)} className="fp-link" aria-label={t('order.payThis', { orderNo: order.orderNo })}>
          {t('order.goPay')}
        </Link>
      )}
    </article>
  );
}
