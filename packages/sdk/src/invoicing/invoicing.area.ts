import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { ApplyEnglishInvoiceUseCase } from './apply-english-invoice.use-case';
import { ApplyInvoiceUseCase } from './apply-invoice.use-case';
import { FetchEligibilityUseCase } from './fetch-eligibility.use-case';
import { FetchInvoiceUseCase } from './fetch-invoice.use-case';
import { HttpInvoicingGateway } from './http-invoicing.gateway';
import { INVOICING_TOKENS } from './invoicing.tokens';
import { ListHeadersUseCase } from './list-headers.use-case';
import { ListInvoiceableOrdersUseCase } from './list-invoiceable-orders.use-case';
import { ListInvoicesUseCase } from './list-invoices.use-case';
import { RemoveHeaderUseCase } from './remove-header.use-case';
import { SaveHeaderUseCase } from './save-header.use-case';
import { SetDefaultHeaderUseCase } from './set-default-header.use-case';

/** The invoicing area's operations, by the names callers use. */
export const INVOICING_OPERATIONS = {
  listHeaders: ListHeadersUseCase,
  saveHeader: SaveHeaderUseCase,
  removeHeader: RemoveHeaderUseCase,
  setDefaultHeader: SetDefaultHeaderUseCase,
  fetchEligibility: FetchEligibilityUseCase,
  listInvoiceableOrders: ListInvoiceableOrdersUseCase,
  applyInvoice: ApplyInvoiceUseCase,
  applyEnglishInvoice: ApplyEnglishInvoiceUseCase,
  listInvoices: ListInvoicesUseCase,
  fetchInvoice: FetchInvoiceUseCase,
} as const;

/** The invoicing area: saved fapiao headers, each order's eligibility, and Chinese or English invoice applications. */
export const invoicingArea = defineArea({
  name: 'invoicing',
  module: new ContainerModule(({ bind }) => {
    bind(INVOICING_TOKENS.Gateway).to(HttpInvoicingGateway).inSingletonScope();
  }),
  operations: INVOICING_OPERATIONS,
});
