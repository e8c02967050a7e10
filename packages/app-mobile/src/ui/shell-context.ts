// What every screen may reach: the one SDK client built at startup, the runtime config, the landing URL
// and the detected environment. Screens do not read the context directly; they use the small hooks
// beside this file (useSession, useUseCase, useLanguage, useShellInfo).
import { createContext, useContext } from 'react';
import type { Environment } from '@fairpass/domain';
import type { SessionSnapshot } from '@fairpass/sdk';
import type { ShellClient } from './shell-client';
import type { RuntimeConfig } from './runtime-config';
import type { AppLanguage } from './app-language';

export interface Shell {
  readonly client: ShellClient;
  readonly runtimeConfig: RuntimeConfig;
  /** `location.href` without the hash, captured before anything rewrote history (WeChat iOS signing). */
  readonly landingUrl: string;
  readonly environment: Environment;
  readonly userAgent: string;
  /** Changes the UI language, the SDK's Language-Type and the persisted choice together. */
  readonly changeLanguage: (language: AppLanguage) => void;
  /**
   * While React hydrates the build's login markup (src/app/first-paint-login.ts): the session as the build
   * rendered it (no exhibition config yet), so the first render matches the markup; the screens then
   * render again with the real one.
   */
  readonly hydrationSession?: SessionSnapshot;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() outside <ShellContext.Provider>: the app root must provide it');
  return shell;
}
