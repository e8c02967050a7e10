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
import { retryAfter } from '../ui/code-fetch-recovery';
import { WayOnLinks } from '../ui/way-on/way-on-links';

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

interface BoundaryState {
  readonly failed: boolean;
  readonly error?: unknown;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate(before: BoundaryProps, beforeState: BoundaryState): void {
    // A failure shown before this route change, not one the new route's own render just threw.
    if (beforeState.failed && this.state.failed && before.path !== this.props.path) this.retry();
  }

  /** The failed screens fetch their chunks again when rendered next. */
  private readonly retry = (): void => {
    retryFailedScreens();
    this.setState({ failed: false, error: undefined });
  };

  override render(): ReactNode {
    return this.state.failed ? <ScreenFailed onRetry={() => void retryAfter(this.state.error, this.retry)} /> : this.props.children;
  }
}

export function ScreenBoundary({ children }: { readonly children: ReactNode }) {
  const [path] = useLocation();
  return <Boundary path={path}>{children}</Boundary>;
}
