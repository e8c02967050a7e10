// "Get code" beside a code field: asks the form to send (it checks the target and calls the SDK), then
// rests for the domain's RESEND_WAIT_SECONDS, showing the seconds left.
import Button from 'antd-mobile/es/components/button';
import { RESEND_WAIT_SECONDS } from '@fairpass/domain';
import { useDebouncedSubmit } from '../use-debounced-submit';
import { useCountdown } from './use-countdown';
import './form.css';

export interface SendCodeButtonProps {
  /** Resolves true when a code went out (the countdown starts), false when it did not. */
  readonly onSend: () => Promise<boolean>;
  readonly label: string;
  readonly waitingLabel: (seconds: number) => string;
}

export function SendCodeButton({ onSend, label, waitingLabel }: SendCodeButtonProps) {
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
      {waiting ? waitingLabel(seconds) : label}
    </Button>
  );
}
