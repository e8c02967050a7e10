// Exhibition configuration endpoints (docs/endpoints.md "Configuration").
import type { FunctionConfig } from '../config/function-config';
import type { PageConfig } from '../config/theme';
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from './call-options';

export interface ExhibitionScope {
  readonly exhibitionId: string;
  readonly registerType: string;
}

export interface ConfigGateway {
  functionConfig(scope: ExhibitionScope, options?: CallOptions): Promise<Result<FunctionConfig, DomainError>>;
  pageConfig(scope: ExhibitionScope, options?: CallOptions): Promise<Result<PageConfig, DomainError>>;
}
