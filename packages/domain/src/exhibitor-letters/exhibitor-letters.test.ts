import { describe, expect, it } from 'vitest';
import { checkinPhase, passesToCollectCount } from './checkin-window';
import { placeholdersOf, templateProblems, unknownPlaceholder } from './template-text';
import { emptyVisaForm, minPassportExpiry, passportNameOf, shiftDate, visaProblems, visaRequestOf, type VisaForm } from './visa-request';

describe('invitation template text', () => {
  const good = { titleZh: '%%fullName%% 邀请您', titleEn: '%%fullEnName%% invites you', bodyZh: '展位 %%boothNos%%', bodyEn: 'Booth %% boothNos %%' };

  it('accepts the share table placeholders, spaces inside the percent signs too', () => {
    expect(templateProblems(good)).toEqual({});
    expect(placeholdersOf(good.bodyEn)).toEqual(['boothNos']);
  });

  it('refuses an unknown placeholder naming it, and an empty or over-long field', () => {
    expect(unknownPlaceholder('hi %%foo%% and %%fullName%%')).toBe('foo');
    expect(unknownPlaceholder('100%% sure')).toBeUndefined();
    expect(templateProblems({ ...good, bodyZh: '欢迎 %%foo%%', titleEn: ' ', titleZh: 'x'.repeat(41) })).toEqual({
      bodyZh: { code: 'TEMPLATE.PLACEHOLDER_UNKNOWN', params: { name: 'foo' } },
      titleEn: { code: 'VALIDATION.REQUIRED' },
      titleZh: { code: 'VALIDATION.TOO_LONG', params: { max: '40' } },
    });
  });
});

describe('visa letter request', () => {
  const show = { firstDay: '2027-03-10', lastDay: '2027-03-13' };
  const form: VisaForm = {
    ...emptyVisaForm(),
    passportName: 'weber  jonas',
    passportNo: 'c01x00t47',
    nationality: 'de',
    gender: 'male',
    birthDate: '1988-04-02',
    passportExpiry: '2028-01-01',
    arrival: '2027-03-08',
    departure: '2027-03-15',
    jobTitle: 'Sales manager',
    consulateCity: 'Frankfurt',
  };

  it('accepts a complete request and sends the name in capitals', () => {
    expect(visaProblems(form, show)).toEqual({});
    expect(visaRequestOf(form)).toMatchObject({ passportName: 'WEBER JONAS', passportNo: 'C01X00T47', nationality: 'DE' });
    expect(passportNameOf(" o'neil-smith ")).toBe("O'NEIL-SMITH");
  });

  it('wants the passport valid 6 months after departure, naming the date', () => {
    expect(minPassportExpiry('2027-03-15')).toBe('2027-09-15');
    expect(shiftDate('2027-08-31', { months: 6 })).toBe('2028-02-29');
    expect(visaProblems({ ...form, passportExpiry: '2027-06-01' }, show)).toEqual({
      passportExpiry: { code: 'VISA.PASSPORT_VALIDITY', params: { minExpiry: '2027-09-15' } },
    });
  });

  it('keeps the dates within the show ± 7 days and arrival before departure', () => {
    const outside = { code: 'VISA.DATES_OUTSIDE', params: show };
    expect(visaProblems({ ...form, arrival: '2027-03-02' }, show)).toEqual({ arrival: outside });
    expect(visaProblems({ ...form, departure: '2027-03-21' }, show)).toEqual({ departure: outside });
    expect(visaProblems({ ...form, arrival: '2027-03-12', departure: '2027-03-11' }, show)).toEqual({ departure: outside });
  });

  it('refuses mainland nationality, a bad name or number, missing fields', () => {
    expect(visaProblems({ ...form, nationality: 'CN' }, show)).toEqual({ nationality: { code: 'VISA.NOT_NEEDED' } });
    expect(visaProblems({ ...form, passportName: 'Jonas 2', passportNo: 'ab' }, show)).toEqual({
      passportName: { code: 'VALIDATION.NAME_INVALID' },
      passportNo: { code: 'VALIDATION.ID_NUMBER_INVALID' },
    });
    expect(visaProblems({ ...form, gender: 'x', birthDate: '2027-13-40', jobTitle: '' }, show)).toEqual({
      gender: { code: 'VALIDATION.REQUIRED' },
      birthDate: { code: 'VALIDATION.OUT_OF_RANGE' },
      jobTitle: { code: 'VALIDATION.REQUIRED' },
    });
    expect(visaRequestOf({ ...form, gender: 'female' }).gender).toBe('female');
  });
});

describe('check-in window', () => {
  const notice = { opensAt: '2027-03-08 08:00:00', closesAt: '2027-03-13 18:00:00', checkedInAt: '', passesToCollect: [{ name: '展商证', nameEn: 'Exhibitor pass', count: 4 }, { name: '布展证', nameEn: 'Build-up pass', count: 2 }] };

  it('is not open, open, closed on the server clock, and checked in once scanned', () => {
    expect(checkinPhase(notice, '2027-03-07 23:59:59')).toBe('notOpen');
    expect(checkinPhase(notice, '2027-03-08 08:00:00')).toBe('open');
    expect(checkinPhase(notice, '2027-03-13 18:00:01')).toBe('closed');
    expect(checkinPhase({ ...notice, checkedInAt: '2027-03-08 09:00:00' }, '2027-03-20 00:00:00')).toBe('checkedIn');
    expect(checkinPhase({ opensAt: '', closesAt: '', checkedInAt: '' }, '2027-01-01 00:00:00')).toBe('open');
    expect(passesToCollectCount(notice)).toBe(6);
  });
});
