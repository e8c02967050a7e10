// The exhibition's function configuration (registerConfig/functionConfig; spec §3, docs/endpoints.md).
// Wire shape: switches are numbers 1/0 (read them with isOn), texts may be empty strings.
import type { CnLoginMode, EnLoginMode } from './language';
import type { Switch } from './switch';

/** How conference users are routed after login (spec §2); '' means the exhibition has no conference flow. */
export type ConferenceFlow = '' | 'selectConference' | 'activity' | 'confirmation';

export interface RegistrationTypeOption {
  readonly registerType: string;
  readonly name: string;
  readonly nameEn: string;
}

export interface FunctionConfig {
  readonly pageTitle: string;
  readonly pageTitleEn: string;
  readonly iconUrl: string;
  readonly closeRegistrationLink: Switch;
  readonly stopRegistration: Switch;
  readonly isOneCode: Switch;
  readonly shareTitle: string;
  readonly shareTitleEn: string;
  readonly shareDesc: string;
  readonly shareDescEn: string;
  readonly shareImage: string;
  readonly shareImageEn: string;
  readonly shareMethod: string;
  readonly shareMethodEn: string;
  readonly showConfirmationSwitch: Switch;
  readonly cnQuestionnaireSwitch: Switch;
  readonly enQuestionnaireSwitch: Switch;
  readonly businessCardSwitch: Switch;
  readonly browserOpenSwitch: Switch;
  readonly browserOpenSwitchEn: Switch;
  readonly wechatOpenSwitch: Switch;
  readonly wechatShareOpenSwitch: Switch;
  readonly wechatOpenAutoLogin: Switch;
  readonly pageThemeColor: string;
  readonly cnLoginMode: CnLoginMode;
  readonly enLoginMode: EnLoginMode;
  readonly globalImage: string;
  readonly giveTicketTopImage: string;
  readonly giveTicketBottomImage: string;
  readonly tianmuCnUrl: string;
  readonly tianmuEnUrl: string;
  readonly conferenceFlow: ConferenceFlow;
  readonly isOpenNodeMode: Switch;
  readonly registrationTypeList: readonly RegistrationTypeOption[];
  /** How many questionnaires (1–3) the exhibition asks per language. */
  readonly questionnaireCount: number;
}
