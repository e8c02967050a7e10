// Whether an order can be invoiced, and applying for its invoice: in Chinese with a saved header or a
// new one (saved on the way when asked), or in English for an overseas buyer (checked with the domain's
// englishInvoiceErrors rules, not held to Chinese ones). Spec §5: only an amount above 0, in CNY, paid, not
// refunded; one application per order unless the latest failed.
import { ownedBy } from '../kit/buyer';
import { ORDER } from '../ticketing/checkout';
import { COMMERCE, done, notFound, refused, type Outcome } from '../kit/commerce-failure';
import { CURRENCY, yuan } from '../kit/money';
import type { OrderRecord } from '../ticketing/orders';
import type { TicketingState } from '../ticketing/ticketing-state';
import { englishInvoiceErrors, type HeaderFields as DomainHeader } from './header-rules';
import { headerNotFound, readHeader } from './invoice-headers';
import type { ApplicationRecord, NewApplication } from './invoice-store';
import type { EnglishInvoiceFields, InvoiceEligibility, InvoiceRefusal } from './invoicing-wire.types';

type Body = Record<string, unknown>;

export interface Eligibility {
  order: OrderRecord;
  refusal?: InvoiceRefusal;
  application?: ApplicationRecord;
}

export function eligibilityOf(state: TicketingState, order: OrderRecord): Eligibility {
  const application = state.invoices.latestFor(order.orderId);
  const refusal = ((): InvoiceRefusal | undefined => {
    if (order.totalFen === 0) return 'free';
    if ((order.currency ?? CURRENCY) !== CURRENCY) return 'not_cny';
    if (order.orderStatus !== 'completed' || order.paymentStatus !== 'received') return 'not_paid';
    if (order.refundStatus === 'pending' || order.refundStatus === 'refunded') return 'refunded';
    if (application && application.status !== 'failed') return 'applied';
    return undefined;
  })();
  return { order, ...(refusal ? { refusal } : {}), ...(application ? { application } : {}) };
}

export function toWireEligibility({ order, refusal, application }: Eligibility, viewApplication: (a: ApplicationRecord) => unknown): InvoiceEligibility {
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    total: yuan(order.totalFen),
    currency: order.currency ?? CURRENCY,
    invoiceable: refusal === undefined,
    ...(refusal ? { refusal } : {}),
    ...(application ? { application: viewApplication(application) as InvoiceEligibility['application'] } : {}),
  };
}

/** The caller's order, if it can be invoiced now; else why not (4401, or 4402 naming the application). */
export function invoiceableOrder(state: TicketingState, personId: string, orderId: string): Outcome<OrderRecord> {
  state.now();
  const order = ownedBy(state.orders.find(orderId), personId);
  if (!order) return notFound(ORDER);
  const { refusal, application } = eligibilityOf(state, order);
  if (refusal === 'applied' && application) {
    return refused(COMMERCE.invoiceAlreadyApplied, '该订单已申请开票', 'An invoice has already been applied for this order', { applicationId: application.applicationId });
  }
  if (refusal) return refused(COMMERCE.notInvoiceable, '该订单不可开票', 'This order cannot be invoiced', { refusal });
  return done(order);
}

const fromOrder = (order: OrderRecord): Pick<NewApplication, 'orderId' | 'orderNo' | 'exhibitionId' | 'personId' | 'amountFen' | 'currency'> => ({
  orderId: order.orderId,
  orderNo: order.orderNo,
  exhibitionId: order.exhibitionId,
  personId: order.personId,
  amountFen: order.totalFen,
  currency: order.currency ?? CURRENCY,
});

/** invoice/apply: `{orderId, headerId}` or `{orderId, header, saveHeader?}`. */
export function applyInvoice(state: TicketingState, personId: string, body: Body): Outcome<ApplicationRecord> {
  const found = invoiceableOrder(state, personId, typeof body.orderId === 'string' ? body.orderId : '');
  if (!found.ok) return found;
  const headerId = typeof body.headerId === 'string' || typeof body.headerId === 'number' ? String(body.headerId) : '';
  let header: DomainHeader;
  if (headerId !== '') {
    const saved = state.headers.find(personId, headerId);
    if (!saved) return headerNotFound();
    header = saved.fields;
  } else {
    if (body.header === undefined || body.header === null) return refused(400, '请选择或填写发票抬头', 'Choose or fill in an invoice header');
    const read = readHeader(body.header);
    if (!read.ok) return read;
    header = read.value;
    // Saved once: an identical header already in the book is not added again (issue 28).
    if (body.saveHeader === true) state.headers.addOnce(personId, header, false);
  }
  return done(state.invoices.apply({ ...fromOrder(found.value), language: 'zh', header }, state.now()));
}

const text = (body: Body, key: string): string => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');

/** invoice/applyEn: the English invoice's fields, checked as the app checks them. */
export function applyEnglishInvoice(state: TicketingState, personId: string, body: Body): Outcome<ApplicationRecord> {
  const found = invoiceableOrder(state, personId, text(body, 'orderId'));
  if (!found.ok) return found;
  const invoice = { companyName: text(body, 'companyName'), address: text(body, 'address'), country: text(body, 'country'), contact: text(body, 'contact'), email: text(body, 'email'), vatNumber: text(body, 'vatNumber') };
  const fields = englishInvoiceErrors(invoice);
  if (Object.keys(fields).length > 0) return refused(COMMERCE.invoiceHeaderInvalid, '开票信息有误', 'The invoice details are not valid', { fields });
  const { vatNumber, ...required } = invoice;
  const english: EnglishInvoiceFields = { ...required, ...(vatNumber ? { vatNumber } : {}) };
  return done(state.invoices.apply({ ...fromOrder(found.value), language: 'en', english }, state.now()));
}

/** One of the caller's applications. */
export function ownApplication(state: TicketingState, personId: string, applicationId: string): Outcome<ApplicationRecord> {
  state.now();
  const application = ownedBy(state.invoices.find(applicationId), personId);
  return application ? done(application) : notFound({ cn: '开票申请', en: 'Invoice application' });
}
