// "Pay now" for an order that exists: debounced and deaf while a payment is being started, its failure
// (expired, not payable, the network) said under it in the page's language. On the order's pay step
// right after the order was made it starts by itself (`autoStart`): first the page's address loses the
// "start paying" query (a reload while WeChat's sheet is open, or Back from the H5 cashier, then lands on
// the order, not on a second start), then the payment starts; if that fails the order is still there and
// the page says so ("订单已创建，请继续支付") above this very button.
import { Button } from '../../../ui/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormAlert } from '../../../ui/form/form-alert';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useStartPayment } from '../../../ui/payment/use-start-payment';

export interface PayOrderButtonProps {
  readonly orderId: string;
  readonly label?: string;
  readonly kind?: 'package';
  /** Start at once, after replacing the page's address with `replaceWith` (the order's page without its query). */
  readonly autoStart?: { readonly replaceWith: string };
  /** What a failed automatic start says, given the failure's reason: the order exists, go on paying it. */
  readonly autoStartFailed?: (reason: string) => string;
}

export function PayOrderButton({ orderId, label, kind, autoStart, autoStartFailed }: PayOrderButtonProps) {
  const { t } = useTranslation('ticketing');
  const [, navigate] = useLocation();
  const startPayment = useStartPayment();
  const failureMessage = useFailureMessage();
  const [alert, setAlert] = useState<string | null>(null);
  const { submit, pending } = useDebouncedSubmit(async (automatic: boolean) => {
    setAlert(null);
    const started = await startPayment({ orderId, kind });
    if (started.ok) return;
    const reason = failureMessage(started.error);
    setAlert(automatic && autoStartFailed ? autoStartFailed(reason) : reason);
  });
  // Only the start the page was opened for: a later render (the address changed) starts nothing.
  const startOnce = useRef(autoStart);
  useEffect(() => {
    const auto = startOnce.current;
    if (!auto) return;
    startOnce.current = undefined;
    navigate(auto.replaceWith, { replace: true });
    submit(true);
  }, [navigate, submit]);
  return (
    <>
      <FormAlert message={alert} />
      <Button block color="primary" size="large" className="fp-action" loading={pending} loadingText={t('order.paying')} disabled={pending} onClick={() => submit(false)}>
        {label ?? t('order.pay')}
      </Button>
    </>
  );
}
