import type {
  BusinessCardScan,
  CallOptions,
  DomainError,
  ExhibitionScope,
  ExhibitorInfo,
  FormField,
  FormValues,
  LanguageType,
  Questionnaire,
  QuestionnaireAnswer,
  QuestionnaireIndex,
  RegistrationGateway,
  Result,
  UploadFile,
  UserInfo,
} from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { REGISTRATION_ENDPOINTS as E } from './registration.endpoints';

/** The registration area's endpoints over the client's one API caller. */
@injectable()
export class HttpRegistrationGateway implements RegistrationGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async registrationFormConfig(
    scope: ExhibitionScope & { readonly languageType: LanguageType },
    options?: CallOptions,
  ): Promise<Result<readonly FormField[], DomainError>> {
    return replyData(await this.api.call(E.registrationFormConfig, { ...scope }, options));
  }

  async exhibitorSelfFormConfig(scope: ExhibitionScope, options?: CallOptions): Promise<Result<readonly FormField[], DomainError>> {
    return replyData(await this.api.call(E.exhibitorSelfFormConfig, { ...scope }, options));
  }

  async submitInfo(
    input: { exhibitionId: string; registerType: string; values: FormValues },
    options?: CallOptions,
  ): Promise<Result<UserInfo, DomainError>> {
    return replyData(await this.api.call(E.submitUserInfo, input, options));
  }

  async uploadBusinessCard(input: { file: UploadFile; exhibitionId: string }, options?: CallOptions): Promise<Result<BusinessCardScan, DomainError>> {
    const form = new FormData();
    // The port describes the file structurally; at run time it is a browser or Node File/Blob.
    form.append('file', input.file as unknown as Blob, input.file.name);
    form.append('exhibitionId', input.exhibitionId);
    return replyData(await this.api.call(E.uploadBusinessCard, form, options));
  }

  async questionnaire(
    input: { exhibitionId: string; registerType: string; languageType: LanguageType; index: QuestionnaireIndex },
    options?: CallOptions,
  ): Promise<Result<Questionnaire | null, DomainError>> {
    return replyData(await this.api.call(E.questionnaireDetail, input, options));
  }

  async submitQuestionnaire(
    input: { exhibitionId: string; questionnaireId: string; index: QuestionnaireIndex; answers: readonly QuestionnaireAnswer[] },
    options?: CallOptions,
  ): Promise<Result<UserInfo, DomainError>> {
    return replyData(await this.api.call(E.submitQuestionnaire, input, options));
  }

  async exhibitorDept(input: { userId: string; exhibitionId: string }, options?: CallOptions): Promise<Result<ExhibitorInfo | null, DomainError>> {
    return replyData(await this.api.call(E.exhibitorDept, input, options));
  }
}
