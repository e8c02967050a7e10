import type {
  BusinessCardScan,
  DomainError,
  FormValues,
  LanguageType,
  Questionnaire,
  QuestionnaireAnswer,
  QuestionnaireIndex,
  RegisterLinkInput,
  Result,
  UploadFile,
  UserGateway,
  UserInfo,
} from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';

/** User and registration endpoints (docs/endpoints.md "Users and registration"). */
@injectable()
export class HttpUserGateway implements UserGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async addAndGetAll(input: { exhibitionId: string; topRegisterType: string }): Promise<Result<UserInfo, DomainError>> {
    return replyData(await this.api.call('addAndGetAll', input));
  }

  async submitInfo(input: {
    exhibitionId: string;
    registerType: string;
    values: FormValues;
  }): Promise<Result<UserInfo, DomainError>> {
    return replyData(await this.api.call('submitUserInfo', input));
  }

  async uploadBusinessCard(input: {
    file: UploadFile;
    exhibitionId: string;
  }): Promise<Result<BusinessCardScan, DomainError>> {
    const form = new FormData();
    // The port describes the file structurally; at run time it is a browser or Node File/Blob.
    form.append('file', input.file as unknown as Blob, input.file.name);
    form.append('exhibitionId', input.exhibitionId);
    return replyData(await this.api.call('uploadBusinessCard', form));
  }

  async questionnaire(input: {
    exhibitionId: string;
    registerType: string;
    languageType: LanguageType;
    index: QuestionnaireIndex;
  }): Promise<Result<Questionnaire | null, DomainError>> {
    return replyData(await this.api.call('questionnaireDetail', input));
  }

  async submitQuestionnaire(input: {
    exhibitionId: string;
    questionnaireId: string;
    index: QuestionnaireIndex;
    answers: readonly QuestionnaireAnswer[];
  }): Promise<Result<UserInfo, DomainError>> {
    return replyData(await this.api.call('submitQuestionnaire', input));
  }

  async saveRegisterLink(input: RegisterLinkInput): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call('saveRegisterLink', { ...input }));
  }

  async saveFissionParent(input: {
    exhibitionId: string;
    fissionParentBladeUserId: string;
  }): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call('saveFissionParent', input));
  }

  async upgradeTicket(input: { exhibitionId: string; upgradeTicket: string }): Promise<Result<null, DomainError>> {
    return replyData(await this.api.call('upgradeTicket', input));
  }
}
