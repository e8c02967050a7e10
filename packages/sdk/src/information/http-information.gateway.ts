import { ok, type CallOptions, type DomainError, type Page, type Result } from '@fairpass/domain';
import { type ExhibitionPageRequest } from '@fairpass/domain/conference';
import { type BuilderDocument, type BuilderDocumentUpload, type BuilderFiling, type EntranceRecord, type InfoPage, type InfoPageKind, type InformationGateway, type Material, type NewsItem, type Partner, type SpecialEnquiryRequest, type SubmitBuilderFilingRequest } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { INFORMATION_ENDPOINTS as E } from './information.endpoints';

/** The information area's endpoints over the client's one API caller. */
@injectable()
export class HttpInformationGateway implements InformationGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async infoPage(input: { exhibitionId: string; kind: InfoPageKind }, options?: CallOptions): Promise<Result<InfoPage, DomainError>> {
    return replyData(await this.api.call(E.infoPage, input, options));
  }

  async news(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<NewsItem>, DomainError>> {
    return replyData(await this.api.call(E.news, input, options));
  }

  async newsItem(id: string, options?: CallOptions): Promise<Result<NewsItem, DomainError>> {
    return replyData(await this.api.call(E.newsItem, { id }, options));
  }

  async partners(exhibitionId: string, options?: CallOptions): Promise<Result<readonly Partner[], DomainError>> {
    return replyData(await this.api.call(E.partners, { exhibitionId }, options));
  }

  async materials(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<Material>, DomainError>> {
    return replyData(await this.api.call(E.materials, input, options));
  }

  async material(id: string, options?: CallOptions): Promise<Result<Material, DomainError>> {
    return replyData(await this.api.call(E.material, { id }, options));
  }

  async sendEnquiry(input: SpecialEnquiryRequest, options?: CallOptions): Promise<Result<{ readonly enquiryId: string }, DomainError>> {
    return replyData(await this.api.call(E.sendEnquiry, input, options));
  }

  async builderFiling(exhibitionId: string, options?: CallOptions): Promise<Result<BuilderFiling | undefined, DomainError>> {
    // An empty reply (null, which the normaliser never sees) is no filing either.
    const filing = replyData(await this.api.call(E.builderFiling, { exhibitionId }, options));
    return filing.ok && filing.value === null ? ok(undefined) : filing;
  }

  async uploadBuilderDocument(input: BuilderDocumentUpload, options?: CallOptions): Promise<Result<BuilderDocument, DomainError>> {
    const form = new FormData();
    // The port describes the file structurally; at run time it is a browser or Node Blob/File.
    form.append('file', input.file as unknown as Blob, input.name);
    return replyData(await this.api.call(E.uploadBuilderDocument, form, options));
  }

  async submitBuilderFiling(input: SubmitBuilderFilingRequest, options?: CallOptions): Promise<Result<BuilderFiling, DomainError>> {
    return replyData(await this.api.call(E.submitBuilderFiling, input, options));
  }

  async entrances(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<EntranceRecord>, DomainError>> {
    return replyData(await this.api.call(E.entrances, input, options));
  }
}
