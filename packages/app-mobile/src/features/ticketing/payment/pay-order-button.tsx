// "Pay now" for an order that exists: debounced and deaf while a payment is being started, its failure
// (expired, not payable, the network) said under it in the page's language.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form/form-alert';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useStartPayment } from '../../../ui/payment/use-start-payment';

export function PayOrderButton({ orderId, label, kind }: { readonly orderId: string; readonly label?: string; readonly kind?: 'package' }) {
  const { t } = useTranslation('ticketing');
  const startPayment = useStartPayment();
  const failureMessage = useFailureMessage();
  const [alert, setAlert] = useState<string | null>(null);
  const { submit, pending } = useDebouncedSubmit(async () => {
    setAlert(null);
    const started = await startPayment({ orderId, kind });
    if (!started.ok) setAlert(failureMessage(started.error));
  });
  return (
    <>
      <Button block color="primary" size="large" className="fp-action" loading={pending} loadingText={t('order.paying')} disabled={pending} onClick={() => submit()}>
        {label ?? t('order.pay')}
      </Button>
      <FormAlert message={alert} />
    </>
  );
}
