// Parity: the contract server's copies of the exhibitor's letters rules answer as the domain's do.
import { minPassportExpiry, shiftDate, TEMPLATE_PLACEHOLDERS, unknownPlaceholder as domainUnknown, visaProblems, type VisaForm } from '@fairpass/domain/exhibitor-letters';
import { describe, expect, it } from 'vitest';
import { KNOWN_PLACEHOLDERS, shiftDay, unknownPlaceholder, visaRefusal } from './exhibitor-letters-rules';

describe('the server keeps the domain rules of the exhibitor letters', () => {
  it('knows the same placeholders', () => {
    expect([...KNOWN_PLACEHOLDERS].sort()).toEqual([...TEMPLATE_PLACEHOLDERS].sort());
    for (const text of ['%%fullName%% %%foo%%', '%% boothNos %%', '100%% sure', '%%%%']) expect(unknownPlaceholder(text)).toBe(domainUnknown(text));
  });

  it.each([
    ['2027-08-31', 6],
    ['2027-01-31', 1],
    ['2028-02-29', 12],
  ])('moves %s by %i months as the domain does', (day, months) => {
    expect(shiftDay(day, { months })).toBe(shiftDate(day, { months }));
  });

  const show = { firstDay: '2027-03-10', lastDay: '2027-03-13' };
  const form: VisaForm = {
    passportName: 'WEBER JONAS',
    passportNo: 'C01X00T47',
    nationality: 'DE',
    gender: 'male',
    birthDate: '1988-04-02',
    passportExpiry: '2028-01-01',
    arrival: '2027-03-08',
    departure: '2027-03-15',
    jobTitle: 'Sales manager',
    consulateCity: 'Frankfurt',
  };
  it.each([
    [{}, undefined],
    [{ passportExpiry: '2027-06-01' }, 'VISA.PASSPORT_VALIDITY'],
    [{ arrival: '2027-03-01' }, 'VISA.DATES_OUTSIDE'],
    [{ nationality: 'CN' }, 'VISA.NOT_NEEDED'],
  ])('refuses %o as the domain does', (change, code) => {
    const server = visaRefusal({ ...form, ...change }, show);
    const domain = Object.values(visaProblems({ ...form, ...change }, show))[0]?.code;
    const names: Record<number, string> = { 5105: 'VISA.PASSPORT_VALIDITY', 5106: 'VISA.DATES_OUTSIDE', 5107: 'VISA.NOT_NEEDED' };
    expect(server ? names[server.code] : undefined).toBe(code);
    expect(domain).toBe(code);
    if (server?.code === 5105) expect(server.minExpiry).toBe(minPassportExpiry(form.departure));
  });
});
