// /confirmation: the approved visitor's confirmation letter (anyone else is told the registration is not
// complete). The stored user record shows at once; a fresh copy is fetched so a QR code issued since the
// login appears too.
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isDomainError } from '@fairpass/domain';
import { Link } from 'wouter';
import { LoadingScreen } from '../../ui/loading-screen';
import { Page } from '../../ui/page';
import { useErrorMessage } from '../../ui/use-error-message';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useLanguage } from '../../ui/use-language';
import { userQuery } from '../../ui/server-state/core.queries';
import { withServerState } from '../../ui/server-state/with-server-state';
import { useShell } from '../../ui/shell-context';
import { useSession } from '../../ui/use-session';
import { ConfirmationLetter } from './confirmation-letter';
import { letterAvailabilityOf } from './letter-availability';
import '../../ui/screen-blocks.css';

export default withServerState(ConfirmationScreen);

function ConfirmationScreen() {
  const { t } = useTranslation('confirmation');
  const [language] = useLanguage();
  const user = useSession((s) => s.user);
  const exhibitionTitle = useSession((s) => s.config?.title ?? '');
  const { client } = useShell();
  const failureMessage = useFailureMessage();
  const errorMessage = useErrorMessage();
  // The fresh record lands in the session too (the SDK keeps it there), which is what is shown.
  const fresh = useQuery(userQuery(client));
  const problem = isDomainError(fresh.error) ? fresh.error : null;

  if (!user && !problem) return <LoadingScreen />;
  const availability = user ? letterAvailabilityOf(user) : null;
  return (
    <Page labelledBy="fp-confirmation-heading">
      <h1 id="fp-confirmation-heading" className="fp-heading">{t('heading')}</h1>
      {user && availability?.kind === 'letter' && (
        <ConfirmationLetter user={user} exhibitionTitle={exhibitionTitle} language={language} />
      )}
      {availability?.kind === 'none' && <ErrorBlock status="empty" title={errorMessage(availability.code)} description="" />}
      {availability?.kind === 'underReview' && (
        <p className="fp-note" data-testid="letter-under-review">
          {t('underReview')} <Link href="/auditing" className="fp-link">{t('toAuditing')}</Link>
        </p>
      )}
      {!user && problem && <ErrorBlock status="default" title={failureMessage(problem)} description="" />}
      <nav className="fp-links" aria-label={t('moreLinks')}>
        <Link href="/user-center" className="fp-link">{t('toUserCenter')}</Link>
        <Link href="/regQRcode" className="fp-link">{t('toRegQr')}</Link>
      </nav>
    </Page>
  );
}
