// An action that asks "are you sure?" first, in the page (ui/use-in-page-question.ts: the question stays
// in the reading order and takes the focus), offering the safe choice first. The action runs debounced;
// its failure is said under the buttons.
import { Button } from './button';
import { useId, useState } from 'react';
import { FormAlert } from './form/form-alert';
import { useDebouncedSubmit } from './use-debounced-submit';
import { useInPageQuestion } from './use-in-page-question';

export interface ConfirmedActionProps {
  readonly label: string;
  readonly question: string;
  readonly keepLabel: string;
  /** Runs the action: null when it went through, else the message to show. */
  readonly run: () => Promise<string | null>;
}

export function ConfirmedAction({ label, question, keepLabel, run }: ConfirmedActionProps) {
  const { asking, question: group, opener, ask, keep, done } = useInPageQuestion();
  const [alert, setAlert] = useState<string | null>(null);
  const questionId = useId();
  const { submit, pending } = useDebouncedSubmit(async () => {
    setAlert(null);
    const failure = await run();
    setAlert(failure);
    if (failure === null) done();
  });
  if (!asking) {
    return (
      <div ref={opener}>
        <Button block fill="outline" onClick={ask}>
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
        <Button fill="outline" onClick={keep}>
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
