// Sending a verification code from a form: the domain's checks of the fields the code goes to (their
// messages shown as on a submit), the SDK call, then `sent` for the form's status line. A failed call is
// the form's alert; nothing typed changes.
import { useState } from 'react';
import type { DomainError, Result } from '@fairpass/domain';
import { useFailureMessage } from '../use-failure-message';
import type { FormState, FormValues } from './use-form';

export interface CodeRequest {
  /** For the code field's button: resolves whether a code went out. */
  readonly request: () => Promise<boolean>;
  /** A code went out since the last request. */
  readonly sent: boolean;
}

export function useCodeRequest<V extends FormValues>(
  form: FormState<V>,
  target: readonly (keyof V & string)[],
  send: (values: V) => Promise<Result<unknown, DomainError>>,
): CodeRequest {
  const failureMessage = useFailureMessage();
  const [sent, setSent] = useState(false);
  const request = async (): Promise<boolean> => {
    form.setAlert(null);
    setSent(false);
    if (!(await form.check(target))) return false;
    const result = await send(form.values);
    if (!result.ok) {
      form.setAlert(failureMessage(result.error));
      return false;
    }
    setSent(true);
    return true;
  };
  return { request, sent };
}
