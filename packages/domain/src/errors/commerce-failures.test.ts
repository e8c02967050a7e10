import { describe, expect, it } from 'vitest';
import { COMMERCE_FAILURES, commerceWireCodeOf, readCommerceFailure } from './commerce-failures';
import { COMMERCE_FAILURE_CODES, type CommerceFailureCode } from './error-codes';
import { knowAllAreaErrors } from './all-area-errors';

// These read every area's codes and wire rows, which a program knows once its areas are in use.
knowAllAreaErrors();

describe('the commerce failure codes', () => {
  it.each<[number, CommerceFailureCode]>([
    [4101, 'TICKET.LIMIT_REACHED'],
    [4102, 'TICKET.CONFLICT'],
    [4103, 'DISCOUNT.UNSUPPORTED'],
    [4104, 'TICKET.SOLD_OUT'],
    [4105, 'TICKET.NOT_ON_SALE'],
    [4106, 'TICKET.SALE_ENDED'],
    [4107, 'ORDER.EXPIRED'],
    [4108, 'ORDER.PRICE_CHANGED'],
    [4109, 'ORDER.QUANTITY_OUT_OF_RANGE'],
    [4110, 'ORDER.NOT_PAYABLE'],
    [4111, 'TICKET.NOT_UPGRADABLE'],
    [4112, 'REGISTRATION.NOT_REGISTERED_NO_TICKETS'],
    [4113, 'DISCOUNT.UNKNOWN'],
    [4114, 'TICKET.LOCKED'],
    [4201, 'GIFT.NOTHING_TO_GIVE'],
    [4202, 'GIFT.NOT_FOUND'],
    [4203, 'GIFT.ALREADY_CLAIMED'],
    [4204, 'GIFT.OWN_GIFT'],
    [4205, 'GIFT.CANCELLED'],
    [4206, 'GIFT.EXPIRED'],
    [4207, 'GIFT.ALL_CLAIMED'],
    [4208, 'GIFT.NOTHING_TO_CANCEL'],
    [4301, 'REFUND.TICKET_ENTERED'],
    [4302, 'REFUND.TICKET_GIFTED'],
    [4303, 'REFUND.WINDOW_CLOSED'],
    [4304, 'REFUND.NOT_REFUNDABLE'],
    [4401, 'ORDER.NOT_INVOICEABLE'],
    [4402, 'INVOICE.ALREADY_APPLIED'],
    [4403, 'INVOICE.HEADER_INVALID'],
    [4404, 'INVOICE.HEADER_NOT_FOUND'],
    [4406, 'INVOICE.HEADER_DUPLICATE'],
    [4501, 'CONFERENCE.SESSION_FULL'],
    [4502, 'CONFERENCE.CLASH'],
    [4503, 'CONFERENCE.SIGN_UP_CLOSED'],
    [4504, 'CONFERENCE.ALREADY_REGISTERED'],
    [4505, 'ACTIVITY.FULL'],
    [4511, 'SIGN_IN.NOT_STARTED'],
    [4512, 'SIGN_IN.ENDED'],
    [4513, 'SIGN_IN.NOT_REGISTERED'],
    [4514, 'SIGN_IN.UNKNOWN_CODE'],
    [4521, 'FILE.REFUSED'],
    [4522, 'BUILDER.BOOTH_UNKNOWN'],
    [4601, 'GROUP.NOT_LEADER'],
    [4602, 'GROUP.NOT_SET_UP'],
    [4603, 'GROUP.MEMBER_DUPLICATE'],
    [4604, 'GROUP.MEMBER_LOCKED'],
    [4605, 'GROUP.TEAM_UNKNOWN'],
    [4606, 'GROUP.SELECTION_CHANGED'],
    [4611, 'SUBACCOUNT.ACCOUNT_TAKEN'],
    [4621, 'WAITING.SEATS_AVAILABLE'],
    [4622, 'WAITING.NOT_ON_SALE_YET'],
    [4623, 'WAITING.ALREADY_ON_SALE'],
    [4624, 'WAITING.ALREADY_JOINED'],
    [4625, 'WAITING.NOT_FOUND'],
    [4626, 'WAITING.CLOSED'],
    [4627, 'WAITING.OFFER_EXPIRED'],
    [4701, 'REGISTRATION.DUPLICATE_DOCUMENT'],
    [4702, 'TEAM.TOO_LARGE'],
    [4711, 'STAY.BEDS_EXCEEDED'],
    [4721, 'PARKING.PLATE_INVALID'],
    [4722, 'PARKING.OUTSIDE_SHOW'],
    [4723, 'PARKING.PLATE_TAKEN'],
    [4724, 'PARKING.NOT_CANCELLABLE'],
    [4801, 'SOURCE.CODE_TAKEN'],
    [4802, 'SOURCE.CODE_INVALID'],
    [4803, 'SOURCE.NOT_FOUND'],
    [4811, 'INVITE.RECIPIENT_INVALID'],
    [4812, 'INVITE.ALREADY_REGISTERED'],
    [4813, 'INVITE.INVITER_UNKNOWN'],
    [4951, 'FILE.LINK_EXPIRED'],
    [5001, 'EXHIBITOR.CODE_INVALID'],
    [5002, 'EXHIBITOR.ALREADY_CERTIFIED'],
    [5003, 'REGISTRATION.SUBMISSION_CLOSED'],
    [5004, 'EXHIBITOR.PERMISSION_NOT_OPENED'],
    [5005, 'LIMIT.MAX_EXHIBITS'],
    [5006, 'LIMIT.MAX_PRODUCTS'],
    [5007, 'BOOTH.NOT_ALLOCATED'],
    [5008, 'FASCIA.NOT_APPLICABLE'],
    [5009, 'SERVICE.SOLD_OUT'],
    [5010, 'SERVICE.BOOKING_CLOSED'],
    [5011, 'EXHIBITOR.APPLICATION_EXISTS'],
    [5012, 'EXHIBITOR.NOT_APPROVED'],
  ])('reads wire code %i as %s, and sends %s back as it', (wire, code) => {
    expect(readCommerceFailure(wire)).toEqual({ code });
    expect(commerceWireCodeOf(code)).toBe(wire);
  });

  it('gives each commerce code exactly one wire code', () => {
    const codes = Object.values(COMMERCE_FAILURES).map((failure) => failure.code);
    expect([...codes].sort()).toEqual([...COMMERCE_FAILURE_CODES].sort());
  });

  it.each([400, 4100, 4115, 4200, 4209, 4305, 4405, 4407, 4500, 4506, 4510, 4515, 4520, 4523, 4600, 4607, 4610, 4619, 4620, 4628, 4800, 4804, 4810, 4814, 5000, 5013, 200, '0000', undefined] as const)('does not read %j as a commerce failure', (code) => {
    expect(readCommerceFailure(code, { ticketA: 'A' })).toBeUndefined();
  });

  it('carries the claimant\'s ticket of an already claimed gift, the header an edit would copy and the entry already on a waiting list', () => {
    expect(readCommerceFailure(4203, { ticketId: '2907000000100000001' })).toEqual({ code: 'GIFT.ALREADY_CLAIMED', params: { ticketId: '2907000000100000001' } });
    expect(readCommerceFailure(4406, { id: '4907000000000001221', title: '上海示范会展服务有限公司' })).toEqual({
      code: 'INVOICE.HEADER_DUPLICATE',
      params: { id: '4907000000000001221', title: '上海示范会展服务有限公司' },
    });
    expect(readCommerceFailure(4624, { entryId: 'wl-1' })).toEqual({ code: 'WAITING.ALREADY_JOINED', params: { entryId: 'wl-1' } });
    expect(readCommerceFailure(4622, { saleStartTime: '2026-06-01 10:00:00' })).toEqual({ code: 'WAITING.NOT_ON_SALE_YET', params: { saleStartTime: '2026-06-01 10:00:00' } });
  });

  it('carries the names of a conflict and the limit of a limit failure as message params', () => {
    expect(readCommerceFailure(4102, { ticketA: 'VIP 票', ticketB: '学生票' })).toEqual({
      code: 'TICKET.CONFLICT',
      params: { ticketA: 'VIP 票', ticketB: '学生票' },
    });
    expect(readCommerceFailure(4101, { ticketTypeId: '1790000000000000001', limit: 1 })).toEqual({
      code: 'TICKET.LIMIT_REACHED',
      params: { ticketTypeId: '1790000000000000001', limit: '1' },
    });
    expect(readCommerceFailure(4109, { min: 1, max: 5 })?.params).toEqual({ min: '1', max: '5' });
    expect(readCommerceFailure(4105, { saleStartTime: '2026-05-01 09:00:00' })?.params).toEqual({ saleStartTime: '2026-05-01 09:00:00' });
  });

  it('carries what can still be given, the refund deadline, the invoice refusal and the earlier application as params', () => {
    expect(readCommerceFailure(4201, { available: 2 })).toEqual({ code: 'GIFT.NOTHING_TO_GIVE', params: { available: '2' } });
    expect(readCommerceFailure(4303, { deadline: '2026-05-01 09:00:00' })?.params).toEqual({ deadline: '2026-05-01 09:00:00' });
    expect(readCommerceFailure(4401, { refusal: 'free' })?.params).toEqual({ refusal: 'free' });
    expect(readCommerceFailure(4402, { applicationId: '1790000000000000009' })?.params).toEqual({ applicationId: '1790000000000000009' });
  });

  it('carries the full session, the clashing pair, the opening time, the file refusal and the unknown booth as params', () => {
    expect(readCommerceFailure(4501, { title: '智能制造论坛' })).toEqual({ code: 'CONFERENCE.SESSION_FULL', params: { title: '智能制造论坛' } });
    expect(readCommerceFailure(4502, { sessionA: 'Opening', sessionB: 'Keynote' })?.params).toEqual({ sessionA: 'Opening', sessionB: 'Keynote' });
    expect(readCommerceFailure(4511, { opensAt: '2026-05-01 08:30:00' })?.params).toEqual({ opensAt: '2026-05-01 08:30:00' });
    expect(readCommerceFailure(4521, { reason: 'size' })?.params).toEqual({ reason: 'size' });
    expect(readCommerceFailure(4522, { boothNo: 'A1-01' })?.params).toEqual({ boothNo: 'A1-01' });
    expect(readCommerceFailure(4512, { opensAt: '2026-05-01 08:30:00' })).toEqual({ code: 'SIGN_IN.ENDED' });
    expect(readCommerceFailure(4701, { index: 1, name: '王小明' })).toEqual({ code: 'REGISTRATION.DUPLICATE_DOCUMENT', params: { index: '1', name: '王小明' } });
    expect(readCommerceFailure(4711, { beds: 2 })).toEqual({ code: 'STAY.BEDS_EXCEEDED', params: { beds: '2' } });
    expect(readCommerceFailure(4722, { firstDay: '2026-05-12', lastDay: '2026-05-15' })?.params).toEqual({ firstDay: '2026-05-12', lastDay: '2026-05-15' });
    expect(readCommerceFailure(4801, { code: 'A1' })).toEqual({ code: 'SOURCE.CODE_TAKEN', params: { code: 'A1' } });
    expect(readCommerceFailure(4811, { field: 'recipient' })?.params).toEqual({ field: 'recipient' });
  });

  it('leaves the field errors of an invalid invoice header out of the params', () => {
    expect(readCommerceFailure(4403, { fields: { taxNumber: ['VALIDATION.CREDIT_CODE_INVALID'] } })).toEqual({ code: 'INVOICE.HEADER_INVALID' });
  });

  it("keeps only the fields its message uses, and reads Jackson's nulls (-1, \"\") as absent", () => {
    expect(readCommerceFailure(4101, { limit: -1, ticketTypeId: '', extra: 'x' })).toEqual({ code: 'TICKET.LIMIT_REACHED' });
    expect(readCommerceFailure(4109, { min: 2, max: -1 })?.params).toEqual({ min: '2' });
    expect(readCommerceFailure(4102, { ticketA: { name: 'VIP' }, ticketB: true })).toEqual({ code: 'TICKET.CONFLICT' });
    expect(readCommerceFailure(4104, { ticketA: 'A' })).toEqual({ code: 'TICKET.SOLD_OUT' });
    expect(readCommerceFailure(4102, [1, 2])).toEqual({ code: 'TICKET.CONFLICT' });
  });
});
