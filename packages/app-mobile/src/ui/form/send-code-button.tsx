// "Get code" beside a code field: asks the form to send (it checks the target and calls the SDK), then
// rests for the domain's RESEND_WAIT_SECONDS, showing the seconds left (across a reload too). It stays
// focusable while it rests (aria-disabled, clicks ignored): a disabled button would drop the keyboard's
// focus to <body> the moment it turns into the countdown.
import { Button } from '../button';
import { RESEND_WAIT_SECONDS } from '@fairpass/domain';
import { useDebouncedSubmit } from '../use-debounced-submit';
import { useCountdown } from './use-countdown';
import './form.css';

export interface SendCodeButtonProps {
  /** Resolves true when a code went out (the countdown starts), false when it did not. */
  readonly onSend: () => Promise<boolean>;
  readonly label: string;
  readonly waitingLabel: (seconds: number) => string;
  /** Keeps the countdown across a reload (e.g. the code field's id). */
  readonly countdownKey?: string;
}

export function SendCodeButton({ onSend, label, waitingLabel, countdownKey }: SendCodeButtonProps) {
  const { seconds, start } = useCountdown(countdownKey);
  const { submit, pending } = useDebouncedSubmit(async () => {
    if (await onSend()) start(RESEND_WAIT_SECONDS);
  });
  const resting = seconds > 0 || pending;
  return (
    <Button
      className={resting ? 'fp-send-code fp-send-code--resting' : 'fp-send-code'}
      size="small"
      color="primary"
      fill="outline"
      aria-disabled={resting}
      aria-busy={pending}
      onClick={() => {
        if (!resting) submit();
      }}
    >
      {seconds > 0 ? waitingLabel(seconds) : label}
    </Button>
  );
}
