// The login forms' part of the form layer (ui/form/use-form): a refused login reads "Login failed: …",
// a login that went through continues where the next-step decision leads, and what was typed (except
// codes and passwords) is kept until then.
import { useTranslation } from 'react-i18next';
import type { DomainError, FieldErrors, Result } from '@fairpass/domain';
import { useForm, type FormValues } from '../../ui/form/use-form';
import { useNextStepNavigation } from '../../ui/use-next-step-navigation';
import { useSession } from '../../ui/use-session';

export interface LoginFormOptions<V extends FormValues> {
  readonly initial: V;
  /** The domain's field → error codes (empty when valid); a promise while its rules are still loading. */
  readonly validate: (values: V) => FieldErrors | Promise<FieldErrors>;
  readonly login: (values: V) => Promise<Result<unknown, DomainError>>;
}

export function useLoginForm<V extends FormValues>({ initial, validate, login }: LoginFormOptions<V>) {
  const { t } = useTranslation('registration');
  const goToNextStep = useNextStepNavigation();
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  return useForm({
    initial,
    // Every login form of an exhibition shares one draft: the phone, e-mail or account and the two ticks
    // survive a reload and the language switch (which swaps the SMS form for the e-mail one).
    draft: { key: `login.${exhibitionId}`, secret: ['code', 'password'] },
    validate,
    send: login,
    describeFailure: (reason) => t('failure.login', { reason }),
    onSuccess: () => goToNextStep(),
  });
}
