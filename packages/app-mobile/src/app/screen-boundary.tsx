// A screen that throws while rendering — most often its chunk could not be fetched because the hall's
// network dropped — shows this in place of a blank app: what happened, in the page's language, a retry,
// and the shared ways on (the personal centre, or the login for a visitor not logged in), whose chunks
// are the shell's own. Navigating elsewhere clears it, so the rest of the app stays usable.
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { retryFailedScreens } from '../routes/lazy-screen';
import { WayOnLinks } from '../ui/way-on/way-on-links';

function ScreenFailed({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('common');
  return (
    <main className="fp-page fp-screen-failed" aria-labelledby="fp-screen-failed-heading">
      <h1 id="fp-screen-failed-heading" className="fp-heading">{t('bootFailedHeading')}</h1>
      <p role="alert">{t('screenFailed')}</p>
      <button type="button" className="fp-screen-failed__retry" onClick={resetErrorBoundary}>
        {t('retry')}
      </button>
      <WayOnLinks areaList={false} />
    </main>
  );
}

export function ScreenBoundary({ children }: { readonly children: ReactNode }) {
  const [path] = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ScreenFailed} resetKeys={[path]} onReset={retryFailedScreens}>
      {children}
    </ErrorBoundary>
  );
}
