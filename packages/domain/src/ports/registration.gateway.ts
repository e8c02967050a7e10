// The registration area's endpoints (docs/endpoints.md "Users and registration", "Configuration"):
// the personal-info form, the business card, questionnaires and the exhibitor company.
import type { FormField } from '../config/form-field';
import type { LanguageType } from '../config/language';
import type { Questionnaire, QuestionnaireAnswer, QuestionnaireIndex } from '../config/questionnaire';
import type { DomainError, Result } from '../errors/result';
import type { ExhibitorInfo } from '../identity/exhibitor-info';
import type { UserInfo } from '../identity/user-info';
import type { CallOptions } from './call-options';
import type { ExhibitionScope } from './config.gateway';

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

export interface RegistrationGateway {
  /** The personal-info form of /infoWap. */
  registrationFormConfig(
    scope: ExhibitionScope & { readonly languageType: LanguageType },
    options?: CallOptions,
  ): Promise<Result<readonly FormField[], DomainError>>;
  exhibitorSelfFormConfig(scope: ExhibitionScope, options?: CallOptions): Promise<Result<readonly FormField[], DomainError>>;
  submitInfo(
    input: { exhibitionId: string; registerType: string; values: FormValues },
    options?: CallOptions,
  ): Promise<Result<UserInfo, DomainError>>;
  uploadBusinessCard(
    input: { file: UploadFile; exhibitionId: string },
    options?: CallOptions,
  ): Promise<Result<BusinessCardScan, DomainError>>;
  /** Questionnaire `index` of the exhibition, or null when the exhibition has none at that index. */
  questionnaire(
    input: { exhibitionId: string; registerType: string; languageType: LanguageType; index: QuestionnaireIndex },
    options?: CallOptions,
  ): Promise<Result<Questionnaire | null, DomainError>>;
  submitQuestionnaire(
    input: { exhibitionId: string; questionnaireId: string; index: QuestionnaireIndex; answers: readonly QuestionnaireAnswer[] },
    options?: CallOptions,
  ): Promise<Result<UserInfo, DomainError>>;
  /** The exhibitor company of a user, or null when the user belongs to none. */
  exhibitorDept(input: { userId: string; exhibitionId: string }, options?: CallOptions): Promise<Result<ExhibitorInfo | null, DomainError>>;
}
