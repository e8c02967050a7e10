// The current product language and the one way to change it (UI, SDK headers and the stored choice move
// together; see the app root's changeLanguage).
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from './app-language';
import { useShell } from './shell-context';

export function useLanguage(): [AppLanguage, (language: AppLanguage) => void] {
  const { i18n } = useTranslation();
  const { changeLanguage } = useShell();
  return [i18n.language === 'en' ? 'en' : 'cn', changeLanguage];
}
