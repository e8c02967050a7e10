// The primary button that submits a form: busy (and deaf to clicks) while the submit is in flight, and
// still named then (by its pending label, the label unless given one).
// Inside a `Form`, the form's slow-write notice follows it (keep waiting / try again).
import { Button } from '../button';
import { lazyPart } from '../lazy-part';
import './form.css';

/** Comes after the form: its live region is in place long before a write can be slow. */
const SlowWriteNotice = lazyPart(() => import('./slow-write-notice'));

export interface SubmitButtonProps {
  readonly pending: boolean;
  readonly label: string;
  /** Said beside the spinner while the submit is in flight (default: the label). */
  readonly pendingLabel?: string;
}

export function SubmitButton({ pending, label, pendingLabel = label }: SubmitButtonProps) {
  return (
    <>
      <Button block type="submit" color="primary" size="large" className="fp-submit" loading={pending} loadingText={pendingLabel} disabled={pending}>
        {label}
      </Button>
      <SlowWriteNotice />
    </>
  );
}
