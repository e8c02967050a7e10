// A screen that throws while rendering — most often its chunk could not be fetched because the hall's
// network dropped — shows this in place of a blank app: what happened, in the page's language, a retry,
// and the shared ways on (the personal centre, or the login for a visitor not logged in), whose chunks
// are the shell's own. Navigating elsewhere clears it, so the rest of the app stays usable. A class of
// its own, not react-error-boundary: one fallback and one reset key are all it needs, and the first
// screen carries it (−0.2 KiB gzip).
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { retryFailedScreens } from '../routes/lazy-screen';
import { WayOnLinks } from '../ui/way-on/way-on-links';

/**
 * What "try again" does after a screen failed, most often because its code did not arrive
 * (ui/code-fetch-recovery.ts): fetched at boot (main.ts), while the page's files are in reach, and kept
 * out of the first screen's bytes.
 */
export const loadRetryRule = () => import('../ui/code-fetch-recovery');

function ScreenFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <main className="fp-page fp-screen-failed" aria-labelledby="fp-screen-failed-heading">
      <h1 id="fp-screen-failed-heading" className="fp-heading">{t('bootFailedHeading')}</h1>
      <p role="alert">{t('screenFailed')}</p>
      <button type="button" className="fp-screen-failed__retry" onClick={onRetry}>
        {t('retry')}
      </button>
      <WayOnLinks areaList={false} />
    </main>
  );
}

interface BoundaryProps {
  /** The route shown: another one clears the failure. */
  readonly path: string;
  readonly children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(before: BoundaryProps, beforeState: { readonly failed: boolean }): void {
    // A failure shown before this route change, not one the new route's own render just threw.
    if (beforeState.failed && this.state.failed && before.path !== this.props.path) this.retry();
  }

  /** The failed screens fetch their chunks again when rendered next. */
  private readonly retry = (): void => {
    retryFailedScreens();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    // The page is loaded anew once the server answers (a chunk that failed is never fetched again in it).
    return this.state.failed ? <ScreenFailed onRetry={() => void loadRetryRule().then((rule) => rule.reloadOr(this.retry), this.retry)} /> : this.props.children;
  }
}

export function ScreenBoundary({ children }: { readonly children: ReactNode }) {
  const [path] = useLocation();
  return <Boundary path={path}>{children}</Boundary>;
}
