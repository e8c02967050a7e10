// The primary button that submits a form: busy (and deaf to clicks) while the submit is in flight, and
// still named then (the UI kit swaps the label for its spinner unless it is given a loading text).
// Inside a `Form`, the form's slow-write notice follows it (keep waiting / try again).
import Button from 'antd-mobile/es/components/button';
import { SlowWriteNotice } from './slow-write';
import './form.css';

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
