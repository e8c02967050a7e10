import type { CallOptions, DomainError, Page, PageRequest, Result } from '@fairpass/domain';
import type { SignedFile } from '@fairpass/domain/files';
import type { BasketRequest, CreateOrderRequest, DeliveryAddress, Journal, Order, OrderTab, PayChannel, PayStart, PaymentStatusReply, Quote, RefundPreview, RefundRequest, Ticket, TicketingGateway, TicketScope, TicketType, UpgradeOption } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { TICKETING_ENDPOINTS as E } from './ticketing.endpoints';

/** The ticketing area's endpoints over the client's one API caller. */
@injectable()
export class HttpTicketingGateway implements TicketingGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async ticketTypes(input: { exhibitionId: string; registerLinkId?: string }, options?: CallOptions): Promise<Result<readonly TicketType[], DomainError>> {
    return replyData(await this.api.call(E.ticketTypes, input, options));
  }

  async ticketType(id: string, options?: CallOptions): Promise<Result<TicketType, DomainError>> {
    return replyData(await this.api.call(E.ticketType, { id }, options));
  }

  async quote(input: BasketRequest & { exhibitionId: string }, options?: CallOptions): Promise<Result<Quote, DomainError>> {
    return replyData(await this.api.call(E.quote, input, options));
  }

  async createOrder(input: CreateOrderRequest, options?: CallOptions): Promise<Result<Order, DomainError>> {
    return replyData(await this.api.call(E.createOrder, input, options));
  }

  async changeOrder(input: BasketRequest & { orderId: string }, options?: CallOptions): Promise<Result<Order, DomainError>> {
    return replyData(await this.api.call(E.changeOrder, input, options));
  }

  async cancelOrder(orderId: string, options?: CallOptions): Promise<Result<Order, DomainError>> {
    return replyData(await this.api.call(E.cancelOrder, { orderId }, options));
  }

  async orders(input: PageRequest & { exhibitionId: string; status?: OrderTab; orderNo?: string }, options?: CallOptions): Promise<Result<Page<Order>, DomainError>> {
    return replyData(await this.api.call(E.orders, input, options));
  }

  async order(orderId: string, options?: CallOptions): Promise<Result<Order, DomainError>> {
    return replyData(await this.api.call(E.order, { orderId }, options));
  }

  async payOrder(input: { orderId: string; channel: PayChannel; returnUrl: string }, options?: CallOptions): Promise<Result<PayStart, DomainError>> {
    return replyData(await this.api.call(E.payOrder, input, options));
  }

  async paymentStatus(orderId: string, options?: CallOptions): Promise<Result<PaymentStatusReply, DomainError>> {
    return replyData(await this.api.call(E.paymentStatus, { orderId }, options));
  }

  async upgradeOptions(ticketId: string, options?: CallOptions): Promise<Result<readonly UpgradeOption[], DomainError>> {
    return replyData(await this.api.call(E.upgradeOptions, { ticketId }, options));
  }

  async upgrade(input: { ticketId: string; targetTicketTypeId: string }, options?: CallOptions): Promise<Result<Order, DomainError>> {
    return replyData(await this.api.call(E.upgrade, input, options));
  }

  async tickets(input: PageRequest & { exhibitionId: string; scope: TicketScope }, options?: CallOptions): Promise<Result<Page<Ticket>, DomainError>> {
    return replyData(await this.api.call(E.tickets, input, options));
  }

  async ticket(ticketId: string, options?: CallOptions): Promise<Result<Ticket, DomainError>> {
    return replyData(await this.api.call(E.ticket, { ticketId }, options));
  }

  async ticketCalendarFile(ticketId: string, options?: CallOptions): Promise<Result<SignedFile, DomainError>> {
    return replyData(await this.api.call(E.ticketCalendarFile, { ticketId }, options));
  }

  async reportLoss(ticketId: string, options?: CallOptions): Promise<Result<Ticket, DomainError>> {
    return replyData(await this.api.call(E.reportLoss, { ticketId }, options));
  }

  async journals(exhibitionId: string, options?: CallOptions): Promise<Result<readonly Journal[], DomainError>> {
    return replyData(await this.api.call(E.journals, { exhibitionId }, options));
  }

  async orderJournal(input: { journalId: string; quantity: number; address: DeliveryAddress }, options?: CallOptions): Promise<Result<Order, DomainError>> {
    return replyData(await this.api.call(E.orderJournal, input, options));
  }

  async refundPreview(orderId: string, options?: CallOptions): Promise<Result<RefundPreview, DomainError>> {
    return replyData(await this.api.call(E.refundPreview, { orderId }, options));
  }

  async applyRefund(input: RefundRequest, options?: CallOptions): Promise<Result<Order, DomainError>> {
    return replyData(await this.api.call(E.applyRefund, input, options));
  }
}
