// The buyer's unpaid order, wherever they are (issue 28): once an order exists, the basket, the ticket
// types and the user centre lead to its pay step — a banner with what it holds, its total and the time
// left, and "去支付". The list asks the server for the "awaiting" tab only; the domain picks the order to
// lead to (newest, time left, paid from the shop). A write to any order refreshes it (the key lies under
// the orders' key, which every order write invalidates).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { formatMoney, orderSecondsLeft, unpaidOrderOf, type Order } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { fromResult } from '../server-state/result-query';
import { useShell } from '../shell-context';
import { useLanguage } from '../use-language';
import { useSession } from '../use-session';
import { useTimeLeftText } from './time-left-text';
import { useSecondsLeft } from './use-seconds-left';
import '../list-blocks.css';
import '../screen-blocks.css';

/** Under the orders' key (`['ticketing', 'orders']`), so every write that changes an order refreshes it. */
export const UNPAID_ORDER_KEY = ['ticketing', 'orders', 'unpaid'] as const;

/** How many awaiting orders are read to find the one to lead to (there is rarely more than one). */
const AWAITING_READ = 5;

export interface UnpaidOrder {
  readonly order: Order;
  /** The phone's clock when the answer arrived, for the countdown. */
  readonly receivedAt: number;
}

/** The unpaid order to lead the buyer to, or none; nothing is asked before a login. */
export function useUnpaidOrder(): UnpaidOrder | undefined {
  const { client } = useShell();
  const loggedIn = useSession((s) => s.token !== null);
  const awaiting = useQuery({
    queryKey: UNPAID_ORDER_KEY,
    queryFn: fromResult((options) => getTicketing(client).listOrders.execute({ current: 1, size: AWAITING_READ, status: 'awaiting' }, options)),
    enabled: loggedIn,
    // A banner is a hint, not the page: a failed read shows nothing and does not retry at once.
    retry: false,
  });
  const receivedAt = awaiting.dataUpdatedAt;
  const order = awaiting.data ? unpaidOrderOf(awaiting.data.records, (o) => orderSecondsLeft(o, receivedAt, Date.now())) : undefined;
  return order ? { order, receivedAt } : undefined;
}

/** The order's pay step: its page (a catalogue order's is under /journal). */
export const payStepOf = (order: Pick<Order, 'orderId' | 'kind'>) =>
  order.kind === 'journal' ? hrefOf('/journal/:orderId', { orderId: order.orderId }) : hrefOf('/order/:orderId', { orderId: order.orderId });

export interface UnpaidOrderBannerProps {
  readonly unpaid: UnpaidOrder;
  readonly headingLevel?: 2 | 3;
  /** Another heading than "您有一笔待支付订单" (the second basket's offer). */
  readonly title?: string;
  /** Another name for the way to pay it ("继续支付这笔订单"). */
  readonly payLabel?: string;
  /** Announced as it appears (an offer made in answer to a tap). */
  readonly announce?: boolean;
  /** More ways, after the way to pay (the second basket's "order anew anyway"). */
  readonly children?: ReactNode;
}

/** "您有一笔待支付订单" with what it holds, its total and the time left, and the way to pay it; nothing once the time is up. */
export function UnpaidOrderBanner({ unpaid, headingLevel = 2, title, payLabel, announce = false, children }: UnpaidOrderBannerProps) {
  const { t } = useTranslation('unpaid');
  const [language] = useLanguage();
  const timeLeftText = useTimeLeftText();
  const { order, receivedAt } = unpaid;
  const seconds = useSecondsLeft(order, receivedAt);
  if (seconds <= 0) return null;
  const what = order.lines.map((line) => `${localizedField(line, 'name', language)} × ${line.quantity}`).join('、') || t(`kind.${order.kind === 'journal' ? 'journal' : 'ticket'}`);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `fp-unpaid-${order.orderId}`;
  return (
    <section className="fp-unpaid" aria-labelledby={headingId} data-testid="unpaid-order" {...(announce ? { role: 'alert' } : {})}>
      <Heading id={headingId} className="fp-unpaid__title">
        {title ?? t('banner.title')}
      </Heading>
      <p className="fp-unpaid__what">
        {what} · {formatMoney({ amount: order.total, currency: order.currency })}
      </p>
      <p className="fp-unpaid__time" role="timer">
        {timeLeftText(seconds)}
      </p>
      <Link href={payStepOf(order)} className="fp-button-link fp-unpaid__pay">
        {payLabel ?? t('banner.pay')}
      </Link>
      {children}
    </section>
  );
}

/** The banner when there is an unpaid order to lead to, else nothing. */
export function UnpaidOrderNotice({ headingLevel }: { readonly headingLevel?: 2 | 3 }) {
  const unpaid = useUnpaidOrder();
  return unpaid ? <UnpaidOrderBanner unpaid={unpaid} {...(headingLevel ? { headingLevel } : {})} /> : null;
}
