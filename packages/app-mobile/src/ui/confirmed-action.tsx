// An action that asks "are you sure?" first, in the page rather than in a modal: the question stays in
// the reading order, takes the focus when it appears (the button that opened it is gone, and focus must
// not drop to the page), offers the safe choice first, and gives the focus back to the action's button
// when kept. The action runs debounced; its failure is said under the buttons.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from './form/form-alert';
import { useDebouncedSubmit } from './use-debounced-submit';

export interface ConfirmedActionProps {
  readonly label: string;
  readonly question: string;
  readonly keepLabel: string;
  /** Runs the action: null when it went through, else the message to show. */
  readonly run: () => Promise<string | null>;
}

export function ConfirmedAction({ label, question, keepLabel, run }: ConfirmedActionProps) {
  const [asking, setAsking] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const questionId = useId();
  const group = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking) group.current?.focus();
    else if (returnFocus.current) opener.current?.querySelector('button')?.focus();
  }, [asking]);
  const { submit, pending } = useDebouncedSubmit(async () => {
    setAlert(null);
    const failure = await run();
    setAlert(failure);
    if (failure === null) setAsking(false);
  });
  if (!asking) {
    return (
      <div ref={opener}>
        <Button block fill="outline" onClick={() => setAsking(true)}>
          {label}
        </Button>
      </div>
    );
  }
  return (
    <div ref={group} role="group" aria-labelledby={questionId} className="fp-confirm" tabIndex={-1}>
      <p id={questionId} className="fp-note">
        {question}
      </p>
      <div className="fp-confirm__buttons">
        <Button
          fill="outline"
          onClick={() => {
            returnFocus.current = true;
            setAsking(false);
          }}
        >
          {keepLabel}
        </Button>
        <Button color="danger" loading={pending} loadingText={label} disabled={pending} onClick={() => submit()}>
          {label}
        </Button>
      </div>
      <FormAlert message={alert} />
    </div>
  );
}
