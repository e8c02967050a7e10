// The screen a logged-out visitor asked for (issue 27), kept for this tab until the login leads there:
// session storage, so it survives a reload of the login page, the WhatsApp login and the registration
// steps that come first, and is never part of an address (a share or a copied link cannot carry it).
// Only targets that passed the domain's loginTargetOf are written, and what is read back is checked
// again by the shell (app/login-target-keeper.tsx, which knows the screens) before anything follows it;
// a logout forgets it with the account's other data (forget-app-data.ts).
import { createContext, useContext } from 'react';
import type { LoginTarget } from '@fairpass/domain';

export const LOGIN_TARGET_KEY = 'fairpass.loginTarget';

/** What the tab keeps, as written (unchecked: storage is not trusted to hold only what this file wrote). */
export function keptLoginTarget(): string | null {
  try {
    return sessionStorage.getItem(LOGIN_TARGET_KEY);
  } catch {
    return null;
  }
}

/** Keeps a checked target; none forgets the last one. */
export function keepLoginTarget(target: LoginTarget | undefined): void {
  try {
    if (target === undefined) sessionStorage.removeItem(LOGIN_TARGET_KEY);
    else sessionStorage.setItem(LOGIN_TARGET_KEY, target);
  } catch {
    // Without storage the target lives as long as the login page's address holds it.
  }
}

export function forgetLoginTarget(): void {
  keepLoginTarget(undefined);
}

/** The target as the screens see it: the checked address, and the i18n key of its screen's title. */
export interface LoginTargetView {
  readonly href: LoginTarget;
  readonly titleKey: string | undefined;
}

/** Provided by the shell (app/login-target-keeper.tsx), which knows the screens and their titles. */
export const LoginTargetContext = createContext<LoginTargetView | undefined>(undefined);

/** Where the login will lead, when a screen was asked for. */
export const useLoginTarget = (): LoginTargetView | undefined => useContext(LoginTargetContext);
