// The invoicing area's backend endpoints (docs/endpoints.md "Invoice headers and applications"): saved
// fapiao headers, each order's eligibility, and applications for a Chinese or an English invoice.
// Saving a header and applying carry an Idempotency-Key.
import type { Page } from '@fairpass/domain';
import type { EnglishInvoiceRequest, InvoiceApplication, InvoiceApplyRequest, InvoiceEligibility, InvoicePageRequest, SavedHeaderReply, SavedInvoiceHeader, SaveInvoiceHeaderRequest } from '@fairpass/domain/invoicing';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import {
  normaliseApplication,
  normaliseApplicationPage,
  normaliseEligibility,
  normaliseEligibilityPage,
  normaliseSavedHeader,
  normaliseSavedHeaders,
} from './invoicing.normalisers';

type HeaderRef = { id: string };

/** The invoicing area's endpoint catalogue, for `client.api.call(INVOICING_ENDPOINTS.x, input)`. */
export const INVOICING_ENDPOINTS = {
  headers: endpoint<Record<string, never>, SavedInvoiceHeader[]>()({ method: 'GET', path: `${RC}invoiceHeader/list` }, normaliseSavedHeaders),
  saveHeader: endpoint<SaveInvoiceHeaderRequest, SavedHeaderReply>()(
    { method: 'POST', path: `${RC}invoiceHeader/save`, idempotent: true },
    normaliseSavedHeader,
  ),
  removeHeader: endpoint<HeaderRef, true>()({ method: 'POST', path: `${RC}invoiceHeader/remove` }),
  setDefaultHeader: endpoint<HeaderRef, SavedInvoiceHeader[]>()({ method: 'POST', path: `${RC}invoiceHeader/setDefault` }, normaliseSavedHeaders),
  eligibility: endpoint<{ orderId: string }, InvoiceEligibility>()({ method: 'GET', path: `${RC}invoice/eligibility` }, normaliseEligibility),
  invoiceableOrders: endpoint<InvoicePageRequest, Page<InvoiceEligibility>>()({ method: 'GET', path: `${RC}invoice/orders` }, normaliseEligibilityPage),
  apply: endpoint<InvoiceApplyRequest, InvoiceApplication>()({ method: 'POST', path: `${RC}invoice/apply`, idempotent: true }, normaliseApplication),
  applyEnglish: endpoint<EnglishInvoiceRequest, InvoiceApplication>()(
    { method: 'POST', path: `${RC}invoice/applyEn`, idempotent: true },
    normaliseApplication,
  ),
  invoices: endpoint<InvoicePageRequest, Page<InvoiceApplication>>()({ method: 'GET', path: `${RC}invoice/list` }, normaliseApplicationPage),
  invoice: endpoint<{ applicationId: string }, InvoiceApplication>()({ method: 'GET', path: `${RC}invoice/detail` }, normaliseApplication),
} as const;
