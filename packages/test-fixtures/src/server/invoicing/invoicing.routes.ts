import type { FastifyInstance } from 'fastify';
import { RC, type ServerContext } from '../context';
import { success } from '../envelope';
import { signedPdfUrl } from '../kit/signed-pdf';
import { applyEnglishInvoice, applyInvoice, eligibilityOf, ownApplication, toWireEligibility } from './invoice-applications';
import { headerNotFound, saveHeader, toWireHeader, toWireSavedHeader, type HeaderRecord } from './invoice-headers';
import { toWireApplication, type ApplicationRecord } from './invoice-store';
import { ownedBy } from '../kit/buyer';
import { ORDER } from '../ticketing/checkout';
import { done, notFound } from '../kit/commerce-failure';
import { commerceRouteKit } from '../kit/commerce-route-kit';

/**
 * Invoice headers and applications (docs/endpoints.md "Invoice headers and applications"). Headers are
 * the person's (4404 for an id of none of theirs); applications move along on the server clock, and an
 * issued or reversed one carries a signed PDF address on this server's origin (aftersales-hooks.routes.ts
 * serves it).
 */
export function registerInvoicingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const ticketing = ctx.state.ticketing;
  const { answer, authed, query, field, bodyOf, exhibitionOf, pageOf } = commerceRouteKit(ctx);
  const applicationView = (application: ApplicationRecord) => toWireApplication(application, (id) => signedPdfUrl(ctx.origin(), 'invoice', id, ticketing.now()));
  const headersOf = (personId: string) => ticketing.headers.ofPerson(personId).map(toWireHeader);
  const ownHeader = (personId: string, id: string) => {
    const header = ticketing.headers.find(personId, id);
    return header ? done(header) : headerNotFound<HeaderRecord>();
  };

  // Headers.
  app.get(
    `${RC}invoiceHeader/list`,
    authed((_request, _reply, subject) => success(headersOf(subject.personId))),
  );

  app.post(
    `${RC}invoiceHeader/save`,
    authed((request, reply, subject) => answer(request, reply, saveHeader(ticketing.headers, subject.personId, bodyOf(request)), toWireSavedHeader)),
  );

  app.post(
    `${RC}invoiceHeader/remove`,
    authed((request, reply, subject) =>
      answer(request, reply, ownHeader(subject.personId, field(request, 'id')), (header) => {
        ticketing.headers.remove(header);
        return true;
      }),
    ),
  );

  app.post(
    `${RC}invoiceHeader/setDefault`,
    authed((request, reply, subject) =>
      answer(request, reply, ownHeader(subject.personId, field(request, 'id')), (header) => {
        ticketing.headers.setDefault(header);
        return headersOf(subject.personId);
      }),
    ),
  );

  // Eligibility per order.
  app.get(
    `${RC}invoice/eligibility`,
    authed((request, reply, subject) => {
      ticketing.now();
      const order = ownedBy(ticketing.orders.find(query(request, 'orderId')), subject.personId);
      return answer(request, reply, order ? done(order) : notFound(ORDER), (found) => toWireEligibility(eligibilityOf(ticketing, found), applicationView));
    }),
  );

  app.get(
    `${RC}invoice/orders`,
    authed((request, _reply, subject) => {
      ticketing.now();
      const orders = ticketing.orders.every().filter((o) => o.personId === subject.personId && o.exhibitionId === exhibitionOf(request.query, subject) && o.orderStatus === 'completed');
      return pageOf(request, [...orders].reverse(), (order) => toWireEligibility(eligibilityOf(ticketing, order), applicationView));
    }),
  );

  // Applications.
  app.post(
    `${RC}invoice/apply`,
    authed((request, reply, subject) => answer(request, reply, applyInvoice(ticketing, subject.personId, bodyOf(request)), applicationView)),
  );

  app.post(
    `${RC}invoice/applyEn`,
    authed((request, reply, subject) => answer(request, reply, applyEnglishInvoice(ticketing, subject.personId, bodyOf(request)), applicationView)),
  );

  app.get(
    `${RC}invoice/list`,
    authed((request, _reply, subject) => {
      ticketing.now();
      return pageOf(request, ticketing.invoices.ofPerson(subject.personId, exhibitionOf(request.query, subject)), applicationView);
    }),
  );

  app.get(
    `${RC}invoice/detail`,
    authed((request, reply, subject) => answer(request, reply, ownApplication(ticketing, subject.personId, query(request, 'applicationId')), applicationView)),
  );
}
