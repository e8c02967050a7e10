import { describe, expect, it } from 'vitest';
import { COMMERCE_FAILURES, commerceWireCodeOf, readCommerceFailure } from './commerce-failures';
import { COMMERCE_FAILURE_CODES, type CommerceFailureCode } from './error-codes';

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
  ])('reads wire code %i as %s, and sends %s back as it', (wire, code) => {
    expect(readCommerceFailure(wire)).toEqual({ code });
    expect(commerceWireCodeOf(code)).toBe(wire);
  });

  it('gives each commerce code exactly one wire code', () => {
    const codes = Object.values(COMMERCE_FAILURES).map((failure) => failure.code);
    expect([...codes].sort()).toEqual([...COMMERCE_FAILURE_CODES].sort());
  });

  it.each([400, 4100, 4115, 200, '0000', undefined] as const)('does not read %j as a commerce failure', (code) => {
    expect(readCommerceFailure(code, { ticketA: 'A' })).toBeUndefined();
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

  it("keeps only the fields its message uses, and reads Jackson's nulls (-1, \"\") as absent", () => {
    expect(readCommerceFailure(4101, { limit: -1, ticketTypeId: '', extra: 'x' })).toEqual({ code: 'TICKET.LIMIT_REACHED' });
    expect(readCommerceFailure(4109, { min: 2, max: -1 })?.params).toEqual({ min: '2' });
    expect(readCommerceFailure(4102, { ticketA: { name: 'VIP' }, ticketB: true })).toEqual({ code: 'TICKET.CONFLICT' });
    expect(readCommerceFailure(4104, { ticketA: 'A' })).toEqual({ code: 'TICKET.SOLD_OUT' });
    expect(readCommerceFailure(4102, [1, 2])).toEqual({ code: 'TICKET.CONFLICT' });
  });
});
