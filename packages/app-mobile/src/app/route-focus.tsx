// After an in-app navigation the focus moves to the new screen's heading (issue 27, WCAG 2.4.3): a screen
// reader reads where the visitor now is, and the next Tab starts at the top of that screen instead of
// wherever the last screen's link was. The heading is the first visible `h1` of the screen's `main`, made
// focusable (tabIndex -1, no tab stop) and focused without scrolling; a screen that put the focus on one
// of its own controls keeps it. Not on the first load, nor on a redirect before the visitor has done
// anything (the browser starts at the top of the document, as on any page load).
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long a screen may take to show its heading (a lazy chunk, then its first read). */
export const HEADING_WAIT_MS = 10_000;

const isShown = (element: HTMLElement): boolean => element.getClientRects().length > 0;

/** The new screen's heading: the first shown `h1` of a `main` (a suspended screen's old tree is hidden, not gone). */
export const screenHeading = (root: ParentNode = document): HTMLElement | undefined =>
  Array.from(root.querySelectorAll<HTMLElement>('main h1')).find(isShown);

/**
 * Focuses the screen's heading once it is shown (or gives up after `waitMs`); returns the cancel. `before`
 * is what had the focus when the navigation happened: anything else on the new screen means the screen
 * chose its own focus.
 */
export function focusScreenHeading(before: Element | null, waitMs = HEADING_WAIT_MS): () => void {
  const tryFocus = (): boolean => {
    const heading = screenHeading();
    if (!heading) return false;
    const active = document.activeElement;
    const screenChose = active !== null && active !== document.body && active !== before && heading.closest('main')?.contains(active) === true;
    if (!screenChose) {
      if (!heading.hasAttribute('tabindex')) {
        heading.tabIndex = -1;
        // No ring on a heading: it is no control, and the ring would look like one (app.css).
        heading.dataset.routeFocus = '';
      }
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  return stop;
}

/**
 * Whether the visitor has pressed, tapped or clicked anything in this page: the browser's own sticky
 * activation (it counts from the page load, whenever this lazy part arrived), else what this part saw.
 */
function useVisitorActed(): () => boolean {
  const acted = useRef(false);
  useEffect(() => {
    const mark = () => {
      acted.current = true;
    };
    const options = { capture: true, once: true } as const;
    addEventListener('pointerdown', mark, options);
    addEventListener('keydown', mark, options);
    return () => {
      removeEventListener('pointerdown', mark, options);
      removeEventListener('keydown', mark, options);
    };
  }, []);
  return useCallback(() => (typeof navigator.userActivation === 'object' ? navigator.userActivation.hasBeenActive : acted.current), []);
}

export function RouteFocus() {
  const [path] = useLocation();
  const shown = useRef<string | null>(null);
  const acted = useVisitorActed();
  useEffect(() => {
    const before = shown.current;
    shown.current = path;
    if (before === null || before === path || !acted()) return undefined;
    return focusScreenHeading(document.activeElement);
  }, [path, acted]);
  return null;
}
