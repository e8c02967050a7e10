// The ticketing area's failures (docs/endpoints.md "Ticketing" 4101–4114; refunds 4301–4304 of issue
// 14): its codes with their catalogue entries, and the wire codes its endpoints answer with. The
// orders' own codes (ORDER.*) are shared: every paid thing is an order.
import { defineAreaErrors } from '../errors/area-errors';

export const areaErrors = defineAreaErrors({
  codes: {
    'TICKET.LIMIT_REACHED': { messageKey: 'errors.ticket_limit_reached' },
    'TICKET.CONFLICT': { messageKey: 'errors.ticket_conflict', params: ['ticketA', 'ticketB'] },
    'TICKET.SOLD_OUT': { messageKey: 'errors.ticket_sold_out' },
    // The start time as the wire writes it (yyyy-MM-dd HH:mm:ss, Beijing time).
    'TICKET.NOT_ON_SALE': { messageKey: 'errors.ticket_not_on_sale', params: ['saleStartTime'] },
    'TICKET.SALE_ENDED': { messageKey: 'errors.ticket_sale_ended' },
    'TICKET.NOT_UPGRADABLE': { messageKey: 'errors.ticket_not_upgradable' },
    'TICKET.LOCKED': { messageKey: 'errors.ticket_locked' },
    'DISCOUNT.UNSUPPORTED': { messageKey: 'errors.discount_unsupported' },
    'DISCOUNT.UNKNOWN': { messageKey: 'errors.discount_unknown' },
    'REFUND.TICKET_ENTERED': { messageKey: 'errors.refund_ticket_entered' },
    'REFUND.TICKET_GIFTED': { messageKey: 'errors.refund_ticket_gifted' },
    // The window's end as the wire writes it (yyyy-MM-dd HH:mm:ss, Beijing time).
    'REFUND.WINDOW_CLOSED': { messageKey: 'errors.refund_window_closed', params: ['deadline'] },
    'REFUND.NOT_REFUNDABLE': { messageKey: 'errors.refund_not_refundable' },
  },
  wire: {
    4101: { code: 'TICKET.LIMIT_REACHED', params: ['ticketTypeId', 'limit'] },
    4102: { code: 'TICKET.CONFLICT', params: ['ticketA', 'ticketB'] },
    4103: { code: 'DISCOUNT.UNSUPPORTED' },
    4104: { code: 'TICKET.SOLD_OUT' },
    4105: { code: 'TICKET.NOT_ON_SALE', params: ['saleStartTime'] },
    4106: { code: 'TICKET.SALE_ENDED' },
    4107: { code: 'ORDER.EXPIRED' },
    4108: { code: 'ORDER.PRICE_CHANGED' },
    4109: { code: 'ORDER.QUANTITY_OUT_OF_RANGE', params: ['min', 'max'] },
    4110: { code: 'ORDER.NOT_PAYABLE' },
    4111: { code: 'TICKET.NOT_UPGRADABLE' },
    4112: { code: 'REGISTRATION.NOT_REGISTERED_NO_TICKETS' },
    4113: { code: 'DISCOUNT.UNKNOWN' },
    4114: { code: 'TICKET.LOCKED' },
    4301: { code: 'REFUND.TICKET_ENTERED' },
    4302: { code: 'REFUND.TICKET_GIFTED' },
    4303: { code: 'REFUND.WINDOW_CLOSED', params: ['deadline'] },
    4304: { code: 'REFUND.NOT_REFUNDABLE' },
  },
});
