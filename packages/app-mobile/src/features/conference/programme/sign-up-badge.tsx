// A sign-up's state as a badge: in review, failed or signed up.
import { useTranslation } from 'react-i18next';
import type { SignUpState } from '@fairpass/domain/conference';

const TONE: Readonly<Record<SignUpState, string>> = {
  in_review: 'fp-badge',
  failed: 'fp-badge fp-badge--off',
  success: 'fp-badge fp-badge--on',
};

export function SignUpBadge({ state }: { readonly state: SignUpState }) {
  const { t } = useTranslation('conference');
  return <span className={TONE[state]}>{t(`signUp.${state}`)}</span>;
}
