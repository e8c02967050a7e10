// The login forms' state and submit without a form library. The login page is the first screen a
// visitor loads, and antd-mobile's Form (rc-field-form + async-validator) weighed more than the rest of
// that screen. Values stay exactly as typed; errors are translated messages per field, cleared as the
// field is edited; a failed call stays on screen as an alert. Submits are debounced (1500 ms).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainError, FieldErrors, Result } from '@fairpass/domain';
import { useDebouncedSubmit } from '../../ui/use-debounced-submit';
import { useErrorMessage } from '../../ui/use-error-message';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useNextStepNavigation } from '../../ui/use-next-step-navigation';

export type LoginValues = Readonly<Record<string, string | boolean>>;

export interface LoginFormOptions<V extends LoginValues> {
  readonly initial: V;
  /** The domain's field → error codes (empty when valid). */
  readonly validate: (values: V) => Promise<FieldErrors>;
  readonly login: (values: V) => Promise<Result<unknown, DomainError>>;
}

export function useLoginForm<V extends LoginValues>({ initial, validate, login }: LoginFormOptions<V>) {
  const { t } = useTranslation('registration');
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const goToNextStep = useNextStepNavigation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const set = useCallback((name: keyof V & string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /** Shows the first error of each listed field; true when any field has one. */
  const showErrors = useCallback(
    (found: FieldErrors, only?: readonly string[]): boolean => {
      const byField = found as Partial<Record<string, readonly string[]>>;
      const shown: Record<string, string> = {};
      for (const [field, codes] of Object.entries(byField)) {
        const first = codes?.[0];
        if (first && (!only || only.includes(field))) shown[field] = errorMessage(first);
      }
      setErrors(shown);
      return Object.keys(shown).length > 0;
    },
    [errorMessage],
  );

  const { submit, pending } = useDebouncedSubmit(async () => {
    setAlert(null);
    if (showErrors(await validate(values))) return;
    const sent = await login(values);
    if (!sent.ok) {
      setAlert(t('failure.login', { reason: failureMessage(sent.error) }));
      return;
    }
    const after = await goToNextStep();
    if (!after.ok) setAlert(failureMessage(after.error));
  });

  return { values, errors, set, showErrors, alert, setAlert, submit, pending };
}
