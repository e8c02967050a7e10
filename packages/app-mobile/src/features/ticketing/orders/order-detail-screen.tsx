// /order/{orderId} and /journal/{orderId}: one order (order-detail.tsx), read by its id — the order's
// pay step while it is unpaid. Shown again from the back-forward cache (Back from the H5 cashier) it is
// read anew: the payment may have settled meanwhile.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useRoute } from 'wouter';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { orderQuery } from '../ticketing.queries';
import { OrderDetail } from './order-detail';
import { BuyTicketsLink } from '../buy-tickets-link';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(OrderDetailScreen);

const REFUND_CHECK_MS = 5000;

function OrderDetailScreen() {
  const { t } = useTranslation('ticketing');
  const [isJournal] = useRoute('/journal/:orderId');
  const { orderId = '' } = useParams<{ orderId: string }>();
  const { client } = useShell();
  // While a refund is with the payment channel the page checks again now and then, as the server settles it.
  const order = useQuery({ ...orderQuery(client, orderId), refetchInterval: (query) => (query.state.data?.refundStatus === 'pending' ? REFUND_CHECK_MS : false) });
  const { refetch } = order;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useEffect(() => {
    const again = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    window.addEventListener('pageshow', again);
    return () => window.removeEventListener('pageshow', again);
  }, [refresh]);
  return (
    <QueryView query={order} heading={t(isJournal ? 'journal.orderHeading' : 'order.heading')} headingId="fp-tk-order-heading" failureLinks={<BuyTicketsLink />}>
      {(data) => <OrderDetail order={data} receivedAt={order.dataUpdatedAt} back={isJournal ? '/journal' : '/order'} refresh={refresh} />}
    </QueryView>
  );
}
