import { describe, expect, it } from 'vitest';
import { Matches } from 'class-validator';
import { BoothOrderInput } from './booth-order.input';
import { FasciaInput, freeFasciaItemLimit } from './fascia.input';
import { GiftTicketInput } from './gift-ticket.input';
import { InvoiceHeaderInput } from './invoice-header.input';
import { PersonNameInput } from './person-name.input';
import { PhoneConfirmationInput } from './phone-confirmation.input';
import { TraceabilityChannelInput } from './traceability-channel.input';
import { validateInput } from './validate-input';

describe('phone and confirmation phone', () => {
  it.each([
    ['equal valid phones', { phone: '13800000004', confirmPhone: '13800000004' }, {}],
    ['equal phones with stray spaces', { phone: '13800000004 ', confirmPhone: ' 13800000004' }, {}],
    ['different phones', { phone: '13800000004', confirmPhone: '13800000005' }, { confirmPhone: ['VALIDATION.PHONE_MISMATCH'] }],
    [
      'an invalid confirmation',
      { phone: '13800000004', confirmPhone: '1380000' },
      { confirmPhone: ['VALIDATION.PHONE_INVALID', 'VALIDATION.PHONE_MISMATCH'] },
    ],
    ['an empty confirmation', { phone: '13800000004', confirmPhone: '' }, { confirmPhone: ['VALIDATION.REQUIRED'] }],
  ])('%s', (_, data, expected) => {
    const errors = validateInput(PhoneConfirmationInput, data);
    expect(Object.keys(errors)).toEqual(Object.keys(expected));
    for (const [field, codes] of Object.entries(expected)) {
      expect([...(errors[field as keyof typeof errors] ?? [])].sort()).toEqual([...codes].sort());
    }
  });
});

describe('single-field forms', () => {
  it.each([
    [PersonNameInput, { name: '王五' }, {}],
    [PersonNameInput, { name: 'Li4' }, { name: ['VALIDATION.NAME_INVALID'] }],
    [GiftTicketInput, { quantity: 2 }, {}],
    [GiftTicketInput, { quantity: '3' }, {}],
    [GiftTicketInput, { quantity: 0 }, { quantity: ['VALIDATION.GIFT_QUANTITY_INVALID'] }],
    [GiftTicketInput, { quantity: 1.5 }, { quantity: ['VALIDATION.GIFT_QUANTITY_INVALID'] }],
    [GiftTicketInput, { quantity: '1e2' }, { quantity: ['VALIDATION.GIFT_QUANTITY_INVALID'] }],
    [GiftTicketInput, { quantity: '' }, { quantity: ['VALIDATION.REQUIRED'] }],
    [TraceabilityChannelInput, { code: 'AB12' }, {}],
    [TraceabilityChannelInput, { code: 'AB123' }, { code: ['VALIDATION.TRACEABILITY_CODE_INVALID'] }],
    [InvoiceHeaderInput, { title: '示例科技有限公司', taxNumber: '91350100M000100Y43' }, {}],
    [InvoiceHeaderInput, { title: '示例', taxNumber: '91350100M000100Y44' }, { taxNumber: ['VALIDATION.CREDIT_CODE_INVALID'] }],
    [InvoiceHeaderInput, { title: '', taxNumber: 91350100 }, { title: ['VALIDATION.REQUIRED'], taxNumber: ['VALIDATION.CREDIT_CODE_INVALID'] }],
  ] as const)('%o with %j reports %j', (InputClass, data, expected) => {
    expect(validateInput(InputClass as new () => object, data)).toEqual(expected);
  });
});

describe('booth order', () => {
  it.each([
    ['nothing yet', {}, {}],
    ['empty strings from the form', { count: '', area: '' }, {}],
    ['300 booths', { count: 300 }, {}],
    ['300 m² as text', { area: '300' }, {}],
    ['a decimal area', { area: 13.5 }, {}],
    ['301 booths', { count: 301 }, { count: ['VALIDATION.BOOTH_ORDER_LIMIT'] }],
    ['300.5 m²', { area: '300.5' }, { area: ['VALIDATION.BOOTH_ORDER_LIMIT'] }],
    ['half a booth', { count: 0.5 }, { count: ['VALIDATION.NUMBER_INVALID'] }],
    ['a negative area', { area: -9 }, { area: ['VALIDATION.NUMBER_INVALID'] }],
    ['text', { count: 'ten' }, { count: ['VALIDATION.NUMBER_INVALID'] }],
  ])('%s', (_, data, expected) => {
    expect(validateInput(BoothOrderInput, data)).toEqual(expected);
  });
});

describe('fascia', () => {
  it.each([
    [8.9, 0],
    [9, 10],
    [17.9, 10],
    [18, 20],
    [26, 20],
    [27, 30],
    [54, 30],
  ])('allows booths of %s m² %s free shelves and hanging rods', (area, limit) => {
    expect(freeFasciaItemLimit(area)).toBe(limit);
  });

  const valid = { fasciaText: '示例科技', fasciaTextConfirm: '示例科技', boothArea: 18, shelves: 12, hangingRods: 8 };

  it.each([
    ['a full allowance', valid, {}],
    ['counts given as text', { ...valid, boothArea: '18', shelves: '12', hangingRods: '8' }, {}],
    ['one item over the allowance', { ...valid, hangingRods: 9 }, { hangingRods: ['VALIDATION.FASCIA_ITEMS_LIMIT'] }],
    ['a small booth with any item', { ...valid, boothArea: 6, shelves: 1, hangingRods: 0 }, { hangingRods: ['VALIDATION.FASCIA_ITEMS_LIMIT'] }],
    ['a text typed differently', { ...valid, fasciaTextConfirm: '示例科枝' }, { fasciaTextConfirm: ['VALIDATION.FASCIA_MISMATCH'] }],
    ['an unconfirmed text', { ...valid, fasciaTextConfirm: '' }, { fasciaTextConfirm: ['VALIDATION.REQUIRED'] }],
    ['a fractional shelf count', { ...valid, shelves: 1.5 }, { shelves: ['VALIDATION.NUMBER_INVALID'] }],
    ['a missing area', { ...valid, boothArea: undefined }, { boothArea: ['VALIDATION.REQUIRED'] }],
    ['an area of zero', { ...valid, boothArea: 0 }, { boothArea: ['VALIDATION.NUMBER_INVALID'] }],
  ])('%s', (_, data, expected) => {
    expect(validateInput(FasciaInput, data)).toEqual(expected);
  });
});

describe('validateInput', () => {
  it('throws for an input class whose rule has display text instead of a code (a programming error)', () => {
    class Faulty {
      @Matches(/^x$/, { message: 'must be x' })
      value!: string;
    }
    expect(() => validateInput(Faulty, { value: 'y' })).toThrow(/not a code/);
  });
});
