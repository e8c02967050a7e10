// An order's spec §4 label, derived by the domain from its separate order, payment and refund states.
import { useTranslation } from 'react-i18next';
import { orderLabelKey, type OrderAxes } from '@fairpass/domain/ticketing';
import { dynamicText } from '../../../ui/dynamic-text';

const SETTLED_WELL = new Set(['status.order.paid', 'status.order.finished']);

export function OrderStatusBadge({ order }: { readonly order: OrderAxes }) {
  const { t } = useTranslation('ticketing');
  const key = orderLabelKey(order);
  const tone = SETTLED_WELL.has(key) ? 'fp-badge fp-badge--on' : key === 'status.order.pending_payment' ? 'fp-badge' : 'fp-badge fp-badge--off';
  return <span className={tone}>{dynamicText(t)(key)}</span>;
}
