import type { CallOptions, DomainError, Result } from '@fairpass/domain';
import type {
  Exhibit,
  ExhibitList,
  RemoveExhibitRequest,
  SaveExhibitRequest,
  BoothCardRequest,
  CertificationCode,
  CertifyRequest,
  DocumentsRequest,
  ExhibitorApplyRequest,
  ExhibitorCompany,
  ExhibitorDocument,
  ExhibitorGateway,
  ExhibitorMaterials,
  ExhibitorProfile,
  PublicBoothCard,
  CompanyDeadlines,
} from '@fairpass/domain/exhibitor';
import type { SignedFile } from '@fairpass/domain/files';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { EXHIBITOR_ENDPOINTS as E } from './exhibitor.endpoints';

/** The exhibitor area's endpoints over the client's one API caller. */
@injectable()
export class HttpExhibitorGateway implements ExhibitorGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async profile(exhibitionId: string, options?: CallOptions): Promise<Result<ExhibitorProfile, DomainError>> {
    return replyData(await this.api.call(E.profile, { exhibitionId }, options));
  }

  async apply(input: ExhibitorApplyRequest, options?: CallOptions): Promise<Result<ExhibitorProfile, DomainError>> {
    return replyData(await this.api.call(E.apply, input, options));
  }

  async certify(input: CertifyRequest, options?: CallOptions): Promise<Result<ExhibitorCompany, DomainError>> {
    return replyData(await this.api.call(E.certify, input, options));
  }

  async certificationCode(exhibitionId: string, options?: CallOptions): Promise<Result<CertificationCode, DomainError>> {
    return replyData(await this.api.call(E.certificationCode, { exhibitionId }, options));
  }

  async renewCertificationCode(exhibitionId: string, options?: CallOptions): Promise<Result<CertificationCode, DomainError>> {
    return replyData(await this.api.call(E.renewCertificationCode, { exhibitionId }, options));
  }

  async materials(exhibitionId: string, options?: CallOptions): Promise<Result<ExhibitorMaterials, DomainError>> {
    return replyData(await this.api.call(E.materials, { exhibitionId }, options));
  }

  async deadlines(exhibitionId: string, options?: CallOptions): Promise<Result<CompanyDeadlines, DomainError>> {
    return replyData(await this.api.call(E.deadlines, { exhibitionId }, options));
  }

  async deadlineCalendarFile(exhibitionId: string, options?: CallOptions): Promise<Result<SignedFile, DomainError>> {
    return replyData(await this.api.call(E.deadlineCalendarFile, { exhibitionId }, options));
  }

  async documents(input: DocumentsRequest, options?: CallOptions): Promise<Result<readonly ExhibitorDocument[], DomainError>> {
    return replyData(await this.api.call(E.documents, input, options));
  }

  async exhibits(exhibitionId: string, options?: CallOptions): Promise<Result<ExhibitList, DomainError>> {
    return replyData(await this.api.call(E.exhibits, { exhibitionId }, options));
  }

  async saveExhibit(input: SaveExhibitRequest & { readonly exhibitionId: string }, options?: CallOptions): Promise<Result<Exhibit, DomainError>> {
    return replyData(await this.api.call(E.saveExhibit, input, options));
  }

  async removeExhibit(input: RemoveExhibitRequest & { readonly exhibitionId: string }, options?: CallOptions): Promise<Result<ExhibitList, DomainError>> {
    return replyData(await this.api.call(E.removeExhibit, input, options));
  }

  async boothCard(input: BoothCardRequest, options?: CallOptions): Promise<Result<PublicBoothCard, DomainError>> {
    return replyData(await this.api.call(E.boothCard, input, options));
  }
}
