// Exhibition configuration endpoints (docs/endpoints.md "Configuration").
import type { FormField } from '../config/form-field';
import type { FunctionConfig } from '../config/function-config';
import type { LanguageType } from '../config/language';
import type { PageConfig } from '../config/theme';
import type { DomainError, Result } from '../errors/result';

export interface ExhibitionScope {
  readonly exhibitionId: string;
  readonly registerType: string;
}

export interface ConfigGateway {
  functionConfig(scope: ExhibitionScope): Promise<Result<FunctionConfig, DomainError>>;
  pageConfig(scope: ExhibitionScope): Promise<Result<PageConfig, DomainError>>;
  exhibitorSelfFormConfig(scope: ExhibitionScope): Promise<Result<readonly FormField[], DomainError>>;
  /** The personal-info form of /infoWap. */
  registrationFormConfig(
    scope: ExhibitionScope & { readonly languageType: LanguageType },
  ): Promise<Result<readonly FormField[], DomainError>>;
}
