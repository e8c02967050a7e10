// The way out of every step of the registration (information, questionnaire, review): the language
// switch, the personal centre and logging out, so no step is a dead end.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSwitch } from './language-switch';
import { useSignOut } from './use-sign-out';
import './step-bar.css';

export function StepBar() {
  const { t } = useTranslation('common');
  const { signOut, pending } = useSignOut();
  return (
    <nav className="fp-step-bar" aria-label={t('stepBar.label')}>
      <LanguageSwitch />
      <div className="fp-step-bar__links">
        <Link href="/user-center" className="fp-step-bar__link">
          {t('stepBar.userCenter')}
        </Link>
        <button type="button" className="fp-step-bar__link" disabled={pending} onClick={signOut}>
          {t('stepBar.logout')}
        </button>
      </div>
    </nav>
  );
}
