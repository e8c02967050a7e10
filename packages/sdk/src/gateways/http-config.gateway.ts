import type {
  ConfigGateway,
  DomainError,
  ExhibitionScope,
  FormField,
  FunctionConfig,
  LanguageType,
  PageConfig,
  Result,
} from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';

/** Exhibition configuration endpoints (docs/endpoints.md "Configuration"). */
@injectable()
export class HttpConfigGateway implements ConfigGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async functionConfig(scope: ExhibitionScope): Promise<Result<FunctionConfig, DomainError>> {
    return replyData(await this.api.call('functionConfig', { ...scope }));
  }

  async pageConfig(scope: ExhibitionScope): Promise<Result<PageConfig, DomainError>> {
    return replyData(await this.api.call('pageConfig', { ...scope }));
  }

  async exhibitorSelfFormConfig(scope: ExhibitionScope): Promise<Result<readonly FormField[], DomainError>> {
    return replyData(await this.api.call('exhibitorSelfFormConfig', { ...scope }));
  }

  async registrationFormConfig(
    scope: ExhibitionScope & { readonly languageType: LanguageType },
  ): Promise<Result<readonly FormField[], DomainError>> {
    return replyData(await this.api.call('registrationFormConfig', { ...scope }));
  }
}
