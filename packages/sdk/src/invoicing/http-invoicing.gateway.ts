import type { CallOptions, DomainError, Page, Result } from '@fairpass/domain';
import type { EnglishInvoiceRequest, InvoiceApplication, InvoiceApplyRequest, InvoiceEligibility, InvoicePageRequest, InvoicingGateway, SavedHeaderReply, SavedInvoiceHeader, SaveInvoiceHeaderRequest } from '@fairpass/domain/invoicing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { INVOICING_ENDPOINTS as E } from './invoicing.endpoints';
import { withFieldErrors } from './invoicing.normalisers';

/** The invoicing area's endpoints over the client's one API caller; a header refused (4403) carries its field errors. */
@injectable()
export class HttpInvoicingGateway implements InvoicingGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async headers(options?: CallOptions): Promise<Result<readonly SavedInvoiceHeader[], DomainError>> {
    return replyData(await this.api.call(E.headers, {}, options));
  }

  async saveHeader(header: SaveInvoiceHeaderRequest, options?: CallOptions): Promise<Result<SavedHeaderReply, DomainError>> {
    return withFieldErrors(replyData(await this.api.call(E.saveHeader, header, options)));
  }

  async removeHeader(id: string, options?: CallOptions): Promise<Result<true, DomainError>> {
    return replyData(await this.api.call(E.removeHeader, { id }, options));
  }

  async setDefaultHeader(id: string, options?: CallOptions): Promise<Result<readonly SavedInvoiceHeader[], DomainError>> {
    return replyData(await this.api.call(E.setDefaultHeader, { id }, options));
  }

  async eligibility(orderId: string, options?: CallOptions): Promise<Result<InvoiceEligibility, DomainError>> {
    return replyData(await this.api.call(E.eligibility, { orderId }, options));
  }

  async invoiceableOrders(input: InvoicePageRequest, options?: CallOptions): Promise<Result<Page<InvoiceEligibility>, DomainError>> {
    return replyData(await this.api.call(E.invoiceableOrders, input, options));
  }

  async apply(input: InvoiceApplyRequest, options?: CallOptions): Promise<Result<InvoiceApplication, DomainError>> {
    return withFieldErrors(replyData(await this.api.call(E.apply, input, options)));
  }

  async applyEnglish(input: EnglishInvoiceRequest, options?: CallOptions): Promise<Result<InvoiceApplication, DomainError>> {
    return withFieldErrors(replyData(await this.api.call(E.applyEnglish, input, options)));
  }

  async invoices(input: InvoicePageRequest, options?: CallOptions): Promise<Result<Page<InvoiceApplication>, DomainError>> {
    return replyData(await this.api.call(E.invoices, input, options));
  }

  async invoice(applicationId: string, options?: CallOptions): Promise<Result<InvoiceApplication, DomainError>> {
    return replyData(await this.api.call(E.invoice, { applicationId }, options));
  }
}
