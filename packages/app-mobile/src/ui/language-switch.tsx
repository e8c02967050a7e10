// The zh / en switch shown on the pages that offer a language choice; its background is the
// exhibition's language-switch colour.
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from './app-language';
import { useLanguage } from './use-language';

const OPTIONS: readonly AppLanguage[] = ['cn', 'en'];

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  return (
    <div className="fp-lang-switch" role="group" aria-label={t('language.label')}>
      {OPTIONS.map((option) => (
        <button
          key={option}
          type="button"
          className="fp-lang-switch__option"
          aria-pressed={option === language}
          lang={option === 'en' ? 'en' : 'zh-CN'}
          onClick={() => option !== language && setLanguage(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
