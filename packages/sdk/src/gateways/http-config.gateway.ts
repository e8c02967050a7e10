import type { CallOptions, ConfigGateway, DomainError, ExhibitionScope, FunctionConfig, PageConfig, Result } from '@fairpass/domain';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CORE_ENDPOINTS } from '../http/endpoints';

/** The exhibition's function and page config (docs/endpoints.md "Configuration"). */
export class HttpConfigGateway implements ConfigGateway {
  constructor(private readonly api: ApiClient) {}

  async functionConfig(scope: ExhibitionScope, options?: CallOptions): Promise<Result<FunctionConfig, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.functionConfig, { ...scope }, options));
  }

  async pageConfig(scope: ExhibitionScope, options?: CallOptions): Promise<Result<PageConfig, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.pageConfig, { ...scope }, options));
  }
}
