// A login form's submit: validated, then the SDK login, then wherever the next-step decision leads.
import { useTranslation } from 'react-i18next';
import { useNextStepNavigation } from '../../ui/use-next-step-navigation';
import { useValidatedSubmit, type ValidatedSubmitOptions } from './use-validated-submit';

export type { FormValues } from './use-validated-submit';

export function useLoginSubmit({ form, fields, validate, login }: Omit<ValidatedSubmitOptions, 'send' | 'onSuccess' | 'describeFailure'> & {
  readonly login: ValidatedSubmitOptions['send'];
}) {
  const { t } = useTranslation('registration');
  const goToNextStep = useNextStepNavigation();
  return useValidatedSubmit({
    form,
    fields,
    validate,
    send: login,
    onSuccess: goToNextStep,
    describeFailure: (reason) => t('failure.login', { reason }),
  });
}
