// What can follow a completed order, offered only when the server will take it (issue 28): "申请退款"
// when the server's refund preview says the order can be refunded, else the true reason why not, said
// on the order's page (an upgraded ticket, an entered or gifted one, the window closed, a free order…);
// "申请发票" only for a paid order whose money was not given back (never on a refunded order).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { canApplyInvoice, type Order } from '@fairpass/domain/ticketing';
import { useShell } from '../../../ui/shell-context';
import { refundPreviewQuery } from '../ticketing.queries';
import { useRefusalText } from '../refund/refusal-text';

export function AfterSaleLinks({ order }: { readonly order: Order }) {
  const { t } = useTranslation('ticketing');
  const { client } = useShell();
  // A refund under way or done is said by RefundNotice; otherwise the server says whether one may be asked.
  const asks = order.orderStatus === 'completed' && (order.refundStatus === 'none' || order.refundStatus === 'failed');
  const preview = useQuery({ ...refundPreviewQuery(client, order.orderId), enabled: asks });
  const refusalText = useRefusalText();
  if (order.orderStatus !== 'completed') return null;
  return (
    <>
      {asks && preview.data?.refundable && (
        <Link href={hrefOf('/refund/:orderId', { orderId: order.orderId })} className="fp-link fp-center">
          {t('refund.link')}
        </Link>
      )}
      {asks && preview.data && !preview.data.refundable && (
        <p className="fp-note" data-testid="refund-refusal">
          {refusalText(preview.data)}
        </p>
      )}
      {canApplyInvoice(order) && (
        <Link href={hrefOf('/invoice/apply/:orderId', { orderId: order.orderId })} className="fp-link fp-center">
          {t('order.invoice')}
        </Link>
      )}
    </>
  );
}
