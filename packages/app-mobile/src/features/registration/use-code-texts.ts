// The code field's texts on the login and account screens.
import { useTranslation } from 'react-i18next';
import type { CodeFieldTexts } from '../../ui/form/code-field';

export function useCodeTexts(): CodeFieldTexts {
  const { t } = useTranslation('registration');
  return {
    label: t('field.code'),
    placeholder: t('field.codePlaceholder'),
    send: t('code.send'),
    waiting: (seconds) => t('code.resend', { seconds }),
  };
}
