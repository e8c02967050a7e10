// Turns the SDK's next-step decision into one thing the app does: an in-app navigation or a full-page
// load. A redirect is followed only when its origin is on the runtime allowlist (checked again here,
// at the point of leaving, whatever the SDK already filtered); otherwise the user sees the error page.
import { isSafeRedirect, type ErrorCode } from '@fairpass/domain';

/** The SDK's NextStep, and the entry flow's outcomes of the same three kinds. */
export type RoutingDecision =
  | { readonly kind: 'route'; readonly path: string; readonly query?: Readonly<Record<string, string>> }
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'error'; readonly code: ErrorCode };

export type NextStepAction = { readonly kind: 'navigate'; readonly to: string } | { readonly kind: 'leave'; readonly url: string };

const withQuery = (path: string, query?: Readonly<Record<string, string>>): string => {
  const search = new URLSearchParams(Object.entries(query ?? {}).filter(([, value]) => value !== '')).toString();
  return search ? `${path}?${search}` : path;
};

/** The in-app address of the error page for one domain error code. */
export const errorPageOf = (code: ErrorCode): string => withQuery('/error', { code });

export function nextStepAction(step: RoutingDecision, allowedOrigins: readonly string[]): NextStepAction {
  switch (step.kind) {
    case 'route':
      return { kind: 'navigate', to: withQuery(step.path, step.query) };
    case 'redirect':
      return isSafeRedirect(step.url, allowedOrigins)
        ? { kind: 'leave', url: step.url }
        : { kind: 'navigate', to: errorPageOf('REDIRECT.UNSAFE') };
    case 'error':
      return { kind: 'navigate', to: errorPageOf(step.code) };
  }
}
