// A refund's progress on its order: asked for (just now, or still with the payment channel), done, or
// failed — the server settles it, the page only says where it stands.
import { useTranslation } from 'react-i18next';
import type { Order } from '@fairpass/domain/ticketing';
import { useQueryParam } from '../../../ui/use-query-param';

export function RefundNotice({ order }: { readonly order: Order }) {
  const { t } = useTranslation('ticketing');
  const justAsked = useQueryParam('refund') === 'requested';
  if (order.refundStatus === 'pending') return <p className="fp-notice" role="status">{t(justAsked ? 'refund.requested' : 'refund.pending')}</p>;
  if (order.refundStatus === 'refunded') return <p className="fp-notice">{t('refund.done')}</p>;
  if (order.refundStatus === 'failed') return <p className="fp-form__error">{t('refund.failed')}</p>;
  return null;
}
