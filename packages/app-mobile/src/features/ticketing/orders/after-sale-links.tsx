// What can follow a paid order: a refund while one can be asked for, and its invoice (the invoice page
// says why not when the order cannot be invoiced, spec §5).
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { canRequestRefund, isFree, type Order } from '@fairpass/domain/ticketing';

export function AfterSaleLinks({ order }: { readonly order: Order }) {
  const { t } = useTranslation('ticketing');
  if (order.orderStatus !== 'completed') return null;
  return (
    <>
      {canRequestRefund(order) && (
        <Link href={hrefOf('/refund/:orderId', { orderId: order.orderId })} className="fp-link fp-center">
          {t('refund.link')}
        </Link>
      )}
      {!isFree({ amount: order.total }) && (
        <Link href={hrefOf('/invoice/apply/:orderId', { orderId: order.orderId })} className="fp-link fp-center">
          {t('order.invoice')}
        </Link>
      )}
    </>
  );
}
