// The submit every form of this area shares: domain validation (translated messages next to the
// fields), the SDK call, then what follows success. Any failure stays on screen as a translated alert
// and the form keeps every value typed. Clicks are debounced (1500 ms) and ignored while in flight.
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useState } from 'react';
import type { DomainError, FieldErrors, Result } from '@fairpass/domain';
import { useDebouncedSubmit } from '../../ui/use-debounced-submit';
import { useErrorMessage } from '../../ui/use-error-message';
import { useFailureMessage } from '../../ui/use-failure-message';
import { showFieldErrors } from './form-errors';

export type FormValues = Readonly<Record<string, unknown>>;

export interface ValidatedSubmitOptions {
  readonly form: FormInstance;
  readonly fields: readonly string[];
  readonly validate: (values: FormValues) => FieldErrors;
  readonly send: (values: FormValues) => Promise<Result<unknown, DomainError>>;
  /** After a successful call; may itself fail (e.g. the next-step lookup). */
  readonly onSuccess: () => Promise<Result<unknown, DomainError>> | void;
  /** Words a failed call (default: the server's own words for a refusal, else the translated code). */
  readonly describeFailure?: (message: string) => string;
}

export function useValidatedSubmit({ form, fields, validate, send, onSuccess, describeFailure = (m) => m }: ValidatedSubmitOptions) {
  const errorMessage = useErrorMessage();
  const [alert, setAlert] = useState<string | null>(null);
  const failureMessage = useFailureMessage();

  const { submit, pending } = useDebouncedSubmit(async (values: FormValues) => {
    setAlert(null);
    if (showFieldErrors(form, fields, validate(values), errorMessage)) return;
    const sent = await send(values);
    if (!sent.ok) {
      setAlert(describeFailure(failureMessage(sent.error)));
      return;
    }
    const after = await onSuccess();
    if (after && !after.ok) setAlert(failureMessage(after.error));
  });

  return { submit, pending, alert, setAlert };
}
