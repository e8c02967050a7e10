// /ticket-type/select/{orderId}: an unpaid order, paid as it is or changed first. An order that can no
// longer be paid says why and leads to its details.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { canChange, orderSecondsLeft, type Order, type TicketType } from '@fairpass/domain/ticketing';
import { Page } from '../../../ui/page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useTicketTypes } from '../catalogue/use-ticket-types';
import { PayOrderButton } from '../payment/pay-order-button';
import { orderQuery } from '../ticketing.queries';
import { Basket } from './basket';
import { quantitiesOfOrder } from './basket-lines';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(OrderChangeScreen);

function OrderChangeScreen() {
  const { t } = useTranslation('ticketing');
  const { orderId = '' } = useParams<{ orderId: string }>();
  const { client } = useShell();
  const order = useQuery(orderQuery(client, orderId));
  const types = useTicketTypes();
  return (
    <QueryView query={combineReads(order, types)} heading={t('select.changeHeading')} headingId="fp-tk-basket-heading">
      {([unpaid, list]) => <OrderChange order={unpaid} types={list} receivedAt={order.dataUpdatedAt} />}
    </QueryView>
  );
}

function OrderChange({ order, types, receivedAt }: { readonly order: Order; readonly types: readonly TicketType[]; readonly receivedAt: number }) {
  const { t } = useTranslation('ticketing');
  if (!canChange(order, orderSecondsLeft(order, receivedAt, Date.now()))) {
    return (
      <Page labelledBy="fp-tk-basket-heading">
        <h1 id="fp-tk-basket-heading" className="fp-heading">{t('select.changeHeading')}</h1>
        <p className="fp-note" role="status">{t('order.expiredNote')}</p>
        <Link href={hrefOf('/order/:orderId', { orderId: order.orderId })} className="fp-button-link">
          {t('pay.toOrder')}
        </Link>
      </Page>
    );
  }
  return (
    <>
      <div className="fp-tk-continue">
        <PayOrderButton orderId={order.orderId} label={t('select.continuePay')} />
      </div>
      <Basket types={types} mode={{ kind: 'change', orderId: order.orderId, start: quantitiesOfOrder(order), discountCode: order.discountCode ?? '' }} />
    </>
  );
}
