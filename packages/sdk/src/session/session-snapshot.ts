import type { FunctionConfig, LanguageType, SysConfig, Theme, UserInfo } from '@fairpass/domain';

/** The link parameters a visit started with (spec §3), kept for headers and for /jump after a 401. */
export interface EntryParams {
  exhibitionId?: string;
  registerType?: string;
  tenantId?: string;
  languageType?: string;
  registrationSource?: string;
  sourceCode?: string;
  visitingGroupId?: string;
  [name: string]: string | undefined;
}

/** Exhibition configuration as the app uses it: switches, theme (with defaults) and titles. */
export interface SessionConfig {
  functionConfig: FunctionConfig;
  sysConfig: SysConfig;
  theme: Theme;
  /** Registration-page title in the session language (the stored title of spec §2). */
  title: string;
  /** Desktop home URL: drives the back-to-home button. */
  pcHomeUrl: string;
}

/**
 * The wallet this phone keeps for the gate (issue 28 §3, kept-wallet.ts): whose, for which link, and
 * until when. Never a credential.
 */
export interface KeptWallet {
  readonly userId: string;
  /** The public link parameters of the visit that kept it (exhibition, register type, tenant…; never a credential). */
  readonly entry: EntryParams;
  /** The exhibition config of that visit: a fresh tab with no network starts on it. */
  readonly config: SessionConfig | null;
  /** The phone's clock when the server's answer it was kept from arrived (epoch ms). */
  readonly keptAt: number;
  /** The phone's clock when the phone forgets it (epoch ms): the domain's keptWalletUntil. */
  readonly until: number;
}

/** Everything the session holds at one moment; a new object after every change. */
export interface SessionSnapshot {
  readonly token: string | null;
  readonly user: UserInfo | null;
  readonly config: SessionConfig | null;
  readonly language: LanguageType;
  readonly entry: EntryParams;
  /**
   * The wallet this phone keeps for the gate (issue 28 §3), whoever is logged in in this tab, or null:
   * with it the wallet opens from a fresh tab with no network and without a login.
   */
  readonly keptWallet: KeptWallet | null;
}
