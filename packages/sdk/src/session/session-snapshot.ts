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

/** Everything the session holds at one moment; a new object after every change. */
export interface SessionSnapshot {
  readonly token: string | null;
  readonly user: UserInfo | null;
  readonly config: SessionConfig | null;
  readonly language: LanguageType;
  readonly entry: EntryParams;
}
