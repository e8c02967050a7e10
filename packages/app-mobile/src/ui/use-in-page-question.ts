// An "are you sure?" asked in the page rather than in a modal (ui/confirmed-action.tsx, the lead tool's
// logout warning): the question takes the focus when it appears (the button that opened it is gone, and
// focus must not drop to the page) and gives it back to the opener's button when the user keeps things.
import { useEffect, useRef, useState } from 'react';

export function useInPageQuestion() {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (returnFocus.current) opener.current?.querySelector('button')?.focus();
  }, [asking]);
  return {
    asking,
    /** Where the question goes (a focusable group) and where the button that opens it lives. */
    question,
    opener,
    ask: () => setAsking(true),
    /** The user kept things as they were: the focus goes back to the opener. */
    keep: () => {
      returnFocus.current = true;
      setAsking(false);
    },
    /** The action went through: the question closes. */
    done: () => setAsking(false),
  };
}
