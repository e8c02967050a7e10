// The origins a full-page load may lead to: the SDK client's own setting (built once from the runtime
// config in app/container.ts), so the app and the SDK never disagree on the allowlist.
import { useShell } from './shell-context';

export function useAllowedOrigins(): readonly string[] {
  return useShell().client.settings.allowedRedirectOrigins;
}
