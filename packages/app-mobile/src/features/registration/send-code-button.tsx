// "Get code" beside a code field: asks the caller to send (the caller validates the target and calls
// the SDK), then waits 60 s before the next request, showing the seconds left.
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useDebouncedSubmit } from '../../ui/use-debounced-submit';
import { useCountdown } from './use-countdown';

/** Spec: a code may be requested again after 60 seconds. */
export const RESEND_WAIT_SECONDS = 60;

export interface SendCodeButtonProps {
  /** Resolves true when a code went out (the countdown starts), false when it did not. */
  readonly onSend: () => Promise<boolean>;
}

export function SendCodeButton({ onSend }: SendCodeButtonProps) {
  const { t } = useTranslation('registration');
  const { seconds, start } = useCountdown();
  const { submit, pending } = useDebouncedSubmit(async () => {
    if (await onSend()) start(RESEND_WAIT_SECONDS);
  });
  const waiting = seconds > 0;
  return (
    <Button
      className="fp-send-code"
      size="small"
      color="primary"
      fill="outline"
      disabled={waiting || pending}
      loading={pending}
      onClick={() => submit()}
    >
      {waiting ? t('code.resend', { seconds }) : t('code.send')}
    </Button>
  );
}
