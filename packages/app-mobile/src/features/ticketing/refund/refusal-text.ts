// Why an order cannot be refunded, in the server's own terms (issue 28: the true reason, never "unpaid,
// free or already refunded" for a paid order): the refusal's sentence, with the window's end when it shut.
import { useTranslation } from 'react-i18next';
import { REFUND_REFUSALS, type RefundPreview, type RefundRefusal } from '@fairpass/domain/ticketing';
import { useClockTimes } from '../../../ui/clock-time';

const isKnown = (value: unknown): value is RefundRefusal => (REFUND_REFUSALS as readonly unknown[]).includes(value);

export function useRefusalText(): (preview: Pick<RefundPreview, 'refusal' | 'deadline'>) => string {
  const { t } = useTranslation('ticketing');
  const clock = useClockTimes();
  return ({ refusal, deadline }) => t(`refund.refusal.${isKnown(refusal) ? refusal : 'not_refundable'}`, { deadline: deadline ? clock.at(deadline) : '' });
}
