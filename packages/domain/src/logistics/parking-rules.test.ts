import { describe, expect, it } from 'vitest';
import { canApplyForPass, canCancelPass, parkingDays, parkingPassErrors, parkingPassRequestOf, passLabelOf } from './parking-rules';

const rules = { firstDay: '2026-05-12', lastDay: '2026-05-15', today: '2026-05-13' };
const form = { plateNumber: '粤b 12345', driver: '张司机', phone: '13912345678', startDate: '2026-05-13', endDate: '2026-05-14' };

describe('a car pass', () => {
  it('may cover the show days from today on', () => {
    expect(parkingDays(rules)).toEqual({ from: '2026-05-13', to: '2026-05-15' });
    expect(parkingDays({ ...rules, today: '2026-05-01' })).toEqual({ from: '2026-05-12', to: '2026-05-15' });
    expect(canApplyForPass(rules)).toBe(true);
    expect(canApplyForPass({ ...rules, today: '2026-05-16' })).toBe(false);
  });

  it('accepts a complete form, ordinary or new-energy plate', () => {
    expect(parkingPassErrors(form, rules)).toEqual({});
    expect(parkingPassErrors({ ...form, plateNumber: '粤BD12345' }, rules)).toEqual({});
  });

  it('refuses a bad plate, driver and mobile', () => {
    expect(parkingPassErrors({ ...form, plateNumber: '粤B1234', driver: '张3', phone: '12345' }, rules)).toEqual({
      plateNumber: ['VALIDATION.PLATE_INVALID'],
      driver: ['VALIDATION.NAME_INVALID'],
      phone: ['VALIDATION.PHONE_INVALID'],
    });
    expect(parkingPassErrors({ ...form, plateNumber: ' ', driver: '', phone: '' }, rules)).toEqual({
      plateNumber: ['VALIDATION.REQUIRED'],
      driver: ['VALIDATION.REQUIRED'],
      phone: ['VALIDATION.REQUIRED'],
    });
  });

  it('keeps the days within the show, from today, in order', () => {
    expect(parkingPassErrors({ ...form, startDate: '2026-05-12', endDate: '2026-05-16' }, rules)).toEqual({
      startDate: ['VALIDATION.DATE_OUTSIDE_SHOW'],
      endDate: ['VALIDATION.DATE_OUTSIDE_SHOW'],
    });
    expect(parkingPassErrors({ ...form, startDate: '2026-05-15', endDate: '2026-05-13' }, rules)).toEqual({ endDate: ['VALIDATION.DATE_ORDER'] });
    expect(parkingPassErrors({ ...form, startDate: '', endDate: '2026-02-30' }, rules)).toEqual({
      startDate: ['VALIDATION.REQUIRED'],
      endDate: ['VALIDATION.DATE_INVALID'],
    });
  });

  it('sends the plate in capitals without separators', () => {
    expect(parkingPassRequestOf({ ...form, driver: ' 张司机 ' })).toEqual({ ...form, plateNumber: '粤B12345', driver: '张司机' });
  });

  it('reads valid, ended or cancelled, and may be cancelled while valid', () => {
    expect(passLabelOf({ state: 'valid', endDate: '2026-05-13' }, '2026-05-13')).toBe('valid');
    expect(passLabelOf({ state: 'valid', endDate: '2026-05-12' }, '2026-05-13')).toBe('ended');
    expect(passLabelOf({ state: 'cancelled', endDate: '2026-05-15' }, '2026-05-13')).toBe('cancelled');
    expect(canCancelPass({ state: 'valid', endDate: '2026-05-14' }, '2026-05-13')).toBe(true);
    expect(canCancelPass({ state: 'valid', endDate: '2026-05-12' }, '2026-05-13')).toBe(false);
  });
});
