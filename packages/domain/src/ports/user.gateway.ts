// User and registration endpoints (docs/endpoints.md "Users and registration").
import type { LanguageType } from '../config/language';
import type { QuestionnaireAnswer, Questionnaire, QuestionnaireIndex } from '../config/questionnaire';
import type { DomainError, Result } from '../errors/result';
import type { UserInfo } from '../identity/user-info';

/**
 * A file to upload, described structurally because the domain has no DOM types: a browser or Node
 * `File` satisfies it, and the adapter hands the same object to FormData.
 */
export interface UploadFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** What the server read from a business card photo; fields it could not read are absent. */
export interface BusinessCardScan {
  readonly url: string;
  readonly fields: {
    readonly name?: string;
    readonly company?: string;
    readonly position?: string;
    readonly phone?: string;
    readonly email?: string;
  };
}

export type FormValues = Readonly<Record<string, string | readonly string[]>>;

export interface RegisterLinkInput {
  readonly registerLinkId: string;
  readonly sourceCode: string;
  readonly inviteType: string;
  readonly inviteDeptId: string;
  readonly inviteUserId: string;
  readonly inviteUserName: string;
}

export interface UserGateway {
  /** Registers the logged-in account for the exhibition if needed and returns its user record. */
  addAndGetAll(input: { exhibitionId: string; topRegisterType: string }): Promise<Result<UserInfo, DomainError>>;
  submitInfo(input: {
    exhibitionId: string;
    registerType: string;
    values: FormValues;
  }): Promise<Result<UserInfo, DomainError>>;
  uploadBusinessCard(input: { file: UploadFile; exhibitionId: string }): Promise<Result<BusinessCardScan, DomainError>>;
  /** Questionnaire `index` of the exhibition, or null when the exhibition has none at that index. */
  questionnaire(input: {
    exhibitionId: string;
    registerType: string;
    languageType: LanguageType;
    index: QuestionnaireIndex;
  }): Promise<Result<Questionnaire | null, DomainError>>;
  submitQuestionnaire(input: {
    exhibitionId: string;
    questionnaireId: string;
    index: QuestionnaireIndex;
    answers: readonly QuestionnaireAnswer[];
  }): Promise<Result<UserInfo, DomainError>>;
  saveRegisterLink(input: RegisterLinkInput): Promise<Result<null, DomainError>>;
  saveFissionParent(input: { exhibitionId: string; fissionParentBladeUserId: string }): Promise<Result<null, DomainError>>;
  upgradeTicket(input: { exhibitionId: string; upgradeTicket: string }): Promise<Result<null, DomainError>>;
}
