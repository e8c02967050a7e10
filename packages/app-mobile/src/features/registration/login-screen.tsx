// /registration: login and registration. The form follows the exhibition's login mode for the page
// language; the visitor may switch to the other ways it offers (the password; in English the mobile
// too). It says which screen the login leads to when one was asked for. The shell's entry flow has run
// before it shows.
import { Button } from '../../ui/button';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LoginWay } from '@fairpass/domain';
import { LanguageSwitch } from '../../ui/language-switch';
import { Page } from '../../ui/page';
import { useLanguage } from '../../ui/use-language';
import { useQueryParam } from '../../ui/use-query-param';
import { useSession } from '../../ui/use-session';
import { useShell } from '../../ui/shell-context';
import { CodeLoginForm } from './code-login-form';
import { loginFormOf, otherLoginWays } from './login-page.rules';
import { LoginPageParts } from './login-page-parts';
import { LoginTargetNote } from './login-target-note';
import { warmLoginValidation } from './login-validation.loader';
import { PasswordLoginForm } from './password-login-form';
import './login.css';

// Only a visitor who opens the login page logged in sees it: not on the first load.
const SignedInPanel = lazy(() => import('./signed-in-panel').then(({ SignedInPanel: panel }) => ({ default: panel })));

const WAY_LABELS = { password: 'login.usePassword', sms: 'login.useSmsCode', email: 'login.useEmailCode' } as const;

/** Whose login page: the visitors' (/registration) or the exhibitors' (/exhibitorSelfService/exhibitorRegist/login). */
export type LoginAudience = 'visitor' | 'exhibitor';

const HEADINGS = {
  visitor: { heading: 'login.heading', subheading: 'login.subheading' },
  exhibitor: { heading: 'login.exhibitorHeading', subheading: 'login.exhibitorSubheading' },
} as const;

export default function LoginScreen() {
  return <LoginScreenFor audience="visitor" />;
}

/** The login page for one audience: the same ways to log in, its own heading. */
export function LoginScreenFor({ audience }: { readonly audience: LoginAudience }) {
  const { client } = useShell();
  // Decided when the page opens (browser back from a later step lands here logged in); a login made on
  // this page then moves on by the next step, not by this choice.
  const [signedIn] = useState(() => client.session.getSnapshot().token !== null);
  return signedIn ? <SignedInPanel /> : <LoginPage audience={audience} />;
}

function LoginPage({ audience }: { readonly audience: LoginAudience }) {
  const { t } = useTranslation('registration');
  const [language] = useLanguage();
  const config = useSession((snapshot) => snapshot.config?.functionConfig ?? null);
  // Back from a successful password reset: say so, and offer the password form straight away.
  const passwordReset = useQueryParam('passwordReset') === 'done';
  const [chosen, setChosen] = useState<LoginWay | null>(passwordReset ? 'password' : null);
  const form = loginFormOf(config, language, chosen);
  const others = otherLoginWays(config, language, form);
  // The SDK keeps the exhibition's title in the page language (localizedField's one rule).
  const title = useSession((snapshot) => snapshot.config?.title ?? '');
  useEffect(warmLoginValidation, []);

  return (
    <Page labelledBy="fp-login-heading">
      <header className="fp-login-header">
        <LanguageSwitch />
        {/* Its line is kept even before the config arrives: index.html paints this screen without it (issue 33). */}
        <p className="fp-login-exhibition">{title}</p>
        <h1 id="fp-login-heading" className="fp-heading">
          {t(HEADINGS[audience].heading)}
        </h1>
        <p className="fp-note">{t(HEADINGS[audience].subheading)}</p>
        <LoginTargetNote />
        {passwordReset && (
          <p role="status" className="fp-login-notice">
            {t('forgot.done')}
          </p>
        )}
        <LoginPageParts />
      </header>
      {form === 'password' ? <PasswordLoginForm /> : <CodeLoginForm key={form} channel={form} />}
      <nav className="fp-login-ways" aria-label={t('title.login')}>
        {others.map((way) => (
          <Button key={way} fill="none" size="small" className="fp-text-button" onClick={() => setChosen(way)}>
            {t(WAY_LABELS[way])}
          </Button>
        ))}
        {form === 'sms' && (
          <Link href="/whatsApp" className="fp-text-link">
            {t('login.useWhatsApp')}
          </Link>
        )}
      </nav>
    </Page>
  );
}
