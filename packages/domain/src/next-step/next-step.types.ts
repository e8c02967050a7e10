// Input and outcome of the after-login decision (spec §2 "After login").
import type { FunctionConfig } from '../config/function-config';
import type { LanguageType } from '../config/language';
import type { ErrorCode } from '../errors/error-codes';
import type { UserInfo } from '../identity/user-info';
import type { PlainRoutePath } from '../routes/route-href';

export type NextStep =
  | { readonly kind: 'route'; readonly path: PlainRoutePath; readonly query?: Readonly<Record<string, string>> }
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'error'; readonly code: Extract<ErrorCode, 'LINK.INCORRECT'> };

export type NextStepConfig = Pick<
  FunctionConfig,
  | 'stopRegistration'
  | 'businessCardSwitch'
  | 'cnQuestionnaireSwitch'
  | 'enQuestionnaireSwitch'
  | 'questionnaireCount'
  | 'showConfirmationSwitch'
  | 'conferenceFlow'
  | 'isOpenNodeMode'
>;

export type NextStepUser = Pick<
  UserInfo,
  | 'userExhibitionVO'
  | 'userQr'
  | 'jumpUrl'
  | 'isHaveTicket'
  | 'isHaveConferenceRegistration'
  | 'visitingGroupLeaderVO'
>;

export interface NextStepInput {
  readonly user: NextStepUser;
  readonly config: NextStepConfig;
  readonly languageType: LanguageType;
  /** From the entry link (already normalised by parseEntryLink). */
  readonly registrationSource?: string;
  readonly registerLinkId?: string;
  /** A gift's claim link: the gift the visitor came to claim. */
  readonly ticketGiveRecordId?: string;
  /** A session's sign-in link: the sign-in code the visitor came to use. */
  readonly signCodeId?: string;
  /** The link's register type, used when the user record carries none. */
  readonly registerType?: string;
  /** Origins a server-provided jump address may lead to (exact origin match). */
  readonly allowedOrigins: readonly string[];
}

/** One row of a decision table: a rule in words, when it applies, and where it leads. */
export interface NextStepRule {
  readonly name: string;
  readonly applies: (input: NextStepInput) => boolean;
  readonly outcome: (input: NextStepInput) => NextStep;
}

export const route = (path: PlainRoutePath, query?: Readonly<Record<string, string>>): NextStep =>
  query === undefined ? { kind: 'route', path } : { kind: 'route', path, query };

/**
 * The route maker of one table, limited to the targets the table declares (`routeWithin<Target>()`, with
 * `Target` read from the table's list): a row leading anywhere else does not compile, so the declared
 * list is exactly where the table can lead (the app checks each against its screens). Type-only, so
 * the lists cost nothing on a page that never reads them.
 */
export const routeWithin =
  <T extends PlainRoutePath>() =>
  (path: T, query?: Readonly<Record<string, string>>): NextStep =>
    route(path, query);

/** The distinct targets of several tables (pure: dropped from a bundle that never reads them). */
export const distinctTargets = (...lists: ReadonlyArray<readonly PlainRoutePath[]>): readonly PlainRoutePath[] => [...new Set(lists.flat())];
