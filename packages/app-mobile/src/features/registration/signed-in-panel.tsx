// /registration opened while logged in (browser back from a later step, or the link opened again): no
// second login form, but the way on and the way out.
import { Button } from '../../ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../ui/language-switch';
import { Page } from '../../ui/page';
import { useDebouncedSubmit } from '../../ui/use-debounced-submit';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useNextStepNavigation } from '../../ui/use-next-step-navigation';
import { useSignOut } from '../../ui/use-sign-out';
import './login.css';

export function SignedInPanel() {
  const { t } = useTranslation('registration');
  const goToNextStep = useNextStepNavigation();
  const failureMessage = useFailureMessage();
  const { signOut, pending: signingOut } = useSignOut();
  const [problem, setProblem] = useState('');
  const { submit: next, pending } = useDebouncedSubmit(async () => {
    setProblem('');
    const step = await goToNextStep();
    if (!step.ok) setProblem(failureMessage(step.error));
  });
  return (
    <Page labelledBy="fp-signed-in-heading">
      <header className="fp-login-header">
        <LanguageSwitch />
        <h1 id="fp-signed-in-heading" className="fp-heading">{t('signedIn.heading')}</h1>
        <p className="fp-note">{t('signedIn.body')}</p>
      </header>
      {problem && (
        <p className="fp-form__error" role="alert">
          {problem}
        </p>
      )}
      <Button block color="primary" size="large" className="fp-action" loading={pending} disabled={pending} onClick={() => next()}>
        {t('signedIn.continue')}
      </Button>
      <Button block fill="outline" size="large" className="fp-secondary" disabled={signingOut} onClick={signOut}>
        {t('signedIn.logout')}
      </Button>
    </Page>
  );
}
