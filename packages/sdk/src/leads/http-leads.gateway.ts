import type { CallOptions, DomainError, Page, Result, UploadFile } from '@fairpass/domain';
import type { BankTransferInfo, Lead, LeadAccount, LeadCounts, LeadDraft, LeadExhibition, LeadExport, LeadListRequest, LeadLookup, LeadPackageType, LeadQuery, LeadSaveReply, LeadStaff, LeadsGateway, LeadSurvey, LeadUpdateReply, LeadUpdateRequest, PackageOffer, ReceiptUpload, TransferRequest, TransferSubmission } from '@fairpass/domain/leads';
import type { Order } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { LEADS_ENDPOINTS as E } from './leads.endpoints';

/** The lead tool's endpoints over the client's one API caller. */
@injectable()
export class HttpLeadsGateway implements LeadsGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async lookupByQr(input: LeadExhibition & { readonly code: string }, options?: CallOptions): Promise<Result<LeadLookup, DomainError>> {
    return replyData(await this.api.call(E.byQr, input, options));
  }

  async lookupByMobile(input: LeadExhibition & { readonly mobile: string }, options?: CallOptions): Promise<Result<LeadLookup, DomainError>> {
    return replyData(await this.api.call(E.byMobile, input, options));
  }

  async list(input: LeadListRequest, options?: CallOptions): Promise<Result<Page<Lead>, DomainError>> {
    return replyData(await this.api.call(E.list, input, options));
  }

  async detail(leadId: string, options?: CallOptions): Promise<Result<Lead, DomainError>> {
    return replyData(await this.api.call(E.detail, { leadId }, options));
  }

  async save(input: LeadExhibition & LeadDraft, options?: CallOptions): Promise<Result<LeadSaveReply, DomainError>> {
    return replyData(await this.api.call(E.save, input, options));
  }

  async update(input: LeadUpdateRequest, options?: CallOptions): Promise<Result<LeadUpdateReply, DomainError>> {
    return replyData(await this.api.call(E.update, input, options));
  }

  async count(input: LeadExhibition & Pick<LeadQuery, 'scope'>, options?: CallOptions): Promise<Result<LeadCounts, DomainError>> {
    return replyData(await this.api.call(E.count, input, options));
  }

  async survey(exhibitionId: string, options?: CallOptions): Promise<Result<LeadSurvey, DomainError>> {
    return replyData(await this.api.call(E.survey, { exhibitionId }, options));
  }

  async exportLeads(input: LeadExhibition & LeadQuery, options?: CallOptions): Promise<Result<LeadExport, DomainError>> {
    return replyData(await this.api.call(E.exportLeads, input, options));
  }

  async account(exhibitionId: string, options?: CallOptions): Promise<Result<LeadAccount, DomainError>> {
    return replyData(await this.api.call(E.account, { exhibitionId }, options));
  }

  async catalogue(exhibitionId: string, options?: CallOptions): Promise<Result<readonly PackageOffer[], DomainError>> {
    return replyData(await this.api.call(E.catalogue, { exhibitionId }, options));
  }

  async orderPackage(input: LeadExhibition & { readonly packageType: LeadPackageType }, options?: CallOptions): Promise<Result<Order, DomainError>> {
    return replyData(await this.api.call(E.orderPackage, input, options));
  }

  async bankInfo(exhibitionId: string, options?: CallOptions): Promise<Result<BankTransferInfo, DomainError>> {
    return replyData(await this.api.call(E.bankInfo, { exhibitionId }, options));
  }

  async uploadReceipt(file: UploadFile, options?: CallOptions): Promise<Result<ReceiptUpload, DomainError>> {
    const form = new FormData();
    // The port describes the file structurally; at run time it is a browser or Node File/Blob.
    form.append('file', file as unknown as Blob, file.name);
    return replyData(await this.api.call(E.uploadReceipt, form, options));
  }

  async submitTransfer(input: TransferSubmission, options?: CallOptions): Promise<Result<TransferRequest, DomainError>> {
    return replyData(await this.api.call(E.submitTransfer, input, options));
  }

  async staff(exhibitionId: string, options?: CallOptions): Promise<Result<readonly LeadStaff[], DomainError>> {
    return replyData(await this.api.call(E.staff, { exhibitionId }, options));
  }

  async addStaff(input: LeadExhibition & { readonly name: string; readonly phone: string }, options?: CallOptions): Promise<Result<LeadStaff, DomainError>> {
    return replyData(await this.api.call(E.addStaff, input, options));
  }

  async removeStaff(input: LeadExhibition & { readonly userId: string }, options?: CallOptions): Promise<Result<true, DomainError>> {
    return replyData(await this.api.call(E.removeStaff, input, options));
  }
}
