// The refund's reason (a note required for "other"), then "request the refund" asks in the page whether
// to refund the amount the server named; the domain's rules check the reason before anything is sent,
// and the request carries an Idempotency-Key per order, so it is asked once whatever happens.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { REFUND_REASONS, refundRequestErrors, type RefundReason, type RefundRequest } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { Form } from '../../../ui/form/form';
import { RadioField } from '../../../ui/form/radio-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { TICKETING_KEYS } from '../ticketing.queries';

interface RefundValues {
  readonly reason: string;
  readonly reasonText: string;
  readonly [field: string]: unknown;
}

const REASON_TEXT_MAX = 200;

const requestOf = (orderId: string, values: RefundValues): RefundRequest => ({
  orderId,
  reason: values.reason as RefundReason,
  ...(values.reason === 'other' ? { reasonText: values.reasonText.trim() } : {}),
});

export function RefundForm({ orderId, amount }: { readonly orderId: string; readonly amount: string }) {
  const { t } = useTranslation('ticketing');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const failureMessage = useFailureMessage();
  const form = useForm<RefundValues>({
    initial: { reason: '', reasonText: '' },
    validate: (values) => refundRequestErrors(requestOf(orderId, values)),
    // Sending is the confirmation's (below); the form holds and checks the reason.
    send: () => Promise.resolve({ ok: true, value: undefined }),
    errorParams: (field) => (field === 'reasonText' ? { context: 'limit', max: String(REASON_TEXT_MAX) } : undefined),
    draft: { key: `refund.${orderId}` },
  });
  const refund = async (): Promise<string | null> => {
    if (!(await form.check())) return t('refund.fixReason');
    const intent = `refund.${orderId}`;
    const request = requestOf(orderId, form.values);
    const done = settleWriteKey(intent, await getTicketing(client).applyRefund.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!done.ok) return failureMessage(done.error);
    form.reset();
    await queries.invalidateQueries({ queryKey: TICKETING_KEYS.all });
    navigate(hrefOf('/order/:orderId', { orderId }, { refund: 'requested' }), { replace: true });
    return null;
  };
  const reasons = REFUND_REASONS.map((value) => ({ value, label: t(`refund.reason.${value}`) }));
  return (
    <>
      <Form form={form} labelledBy="fp-tk-refund-heading">
        <RadioField form={form} name="reason" id="fp-tk-refund-reason" label={t('refund.reasonLabel')} options={reasons} vertical />
        {form.values.reason === 'other' && (
          <TextAreaField form={form} name="reasonText" id="fp-tk-refund-text" label={t('refund.reasonText')} maxLength={REASON_TEXT_MAX} />
        )}
      </Form>
      <div className="fp-actions">
        <ConfirmedAction label={t('refund.submit')} question={t('refund.confirm', { amount })} keepLabel={t('refund.keep')} run={refund} />
      </div>
    </>
  );
}
