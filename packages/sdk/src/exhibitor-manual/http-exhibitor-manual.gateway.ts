import type { CallOptions, DomainError, Result } from '@fairpass/domain';
import type {
  CompanyFormRequest,
  CompanyFormSubmitted,
  ExhibitorManualGateway,
  ManualRequest,
  ManualSection,
  SaveManualRequest,
} from '@fairpass/domain/exhibitor-manual';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { EXHIBITOR_MANUAL_ENDPOINTS as E } from './exhibitor-manual.endpoints';

/** The exhibitor manual's endpoints over the client's one API caller. */
@injectable()
export class HttpExhibitorManualGateway implements ExhibitorManualGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async manual(input: ManualRequest, options?: CallOptions): Promise<Result<ManualSection, DomainError>> {
    return replyData(await this.api.call(E.manual, input, options));
  }

  async save(input: SaveManualRequest, options?: CallOptions): Promise<Result<ManualSection, DomainError>> {
    return replyData(await this.api.call(E.save, input, options));
  }

  async submitCompanyForm(input: CompanyFormRequest, options?: CallOptions): Promise<Result<CompanyFormSubmitted, DomainError>> {
    return replyData(await this.api.call(E.submitCompanyForm, input, options));
  }
}
