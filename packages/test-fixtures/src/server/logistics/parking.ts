// Car passes (docs/endpoints.md "Parking"): a mainland plate (4721 with `{plateNumber}` otherwise), the
// driver's name and mainland mobile (plain 400s), and days within the show from today on (4722 with
// `{firstDay, lastDay}`: the days still open). A plate can have one valid pass a day, whoever applied
// (4723). A valid pass whose last day has not passed can be cancelled, once (4724 afterwards).
import { isMainlandMobile } from '../formats';
import { beijingTime } from '../kit/beijing-time';
import { COMMERCE, done, notFound, refused, type Outcome } from '../kit/commerce-failure';
import type { LanguageType } from '../wire.types';
import type { LogisticsState } from './logistics-state';
import type { PassRecord } from './logistics-records';
import type { ParkingPass, ParkingRules } from './logistics-wire.types';
import { normalisedPlate, plateKind } from './plate';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string): boolean => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const NAME = /^[\p{L}\p{M}]+(?:[ '’\-·・][\p{L}\p{M}]+)*$/u;

export interface PassApplication {
  ownerUserId: string;
  exhibitionId: string;
  plateNumber: string;
  driver: string;
  phone: string;
  startDate: string;
  endDate: string;
}

/** The days a pass may cover now: from the later of the show's first day and today. */
export function parkingRules(state: LogisticsState): ParkingRules {
  const today = state.today();
  return { firstDay: state.show.firstDay, lastDay: state.show.lastDay, today };
}

export function applyForPass(state: LogisticsState, input: PassApplication, language: LanguageType): Outcome<PassRecord> {
  const say = (cn: string, en: string) => (language === 'en' ? en : cn);
  const plate = normalisedPlate(input.plateNumber);
  const kind = plateKind(plate);
  if (!kind) return refused(COMMERCE.plateInvalid, `车牌号${input.plateNumber}格式不正确`, `${input.plateNumber} is not a valid plate number`, { plateNumber: input.plateNumber });
  const driver = input.driver.trim();
  if ([...driver].length < 2 || !NAME.test(driver)) return refused(400, say('驾驶人姓名格式不正确', 'The driver’s name is not valid'), say('驾驶人姓名格式不正确', 'The driver’s name is not valid'));
  if (!isMainlandMobile(input.phone.trim())) return refused(400, '手机号码格式不正确', 'The mobile number is not valid');
  if (!isDay(input.startDate) || !isDay(input.endDate) || input.endDate < input.startDate) return refused(400, '停车日期不正确', 'The parking days are not valid');
  const rules = parkingRules(state);
  const from = rules.firstDay > rules.today ? rules.firstDay : rules.today;
  if (input.startDate < from || input.endDate > rules.lastDay) {
    return refused(COMMERCE.outsideShow, `停车日期须在${from}至${rules.lastDay}之间`, `Parking days must be between ${from} and ${rules.lastDay}`, { firstDay: from, lastDay: rules.lastDay });
  }
  const taken = state.passes.some((p) => p.exhibitionId === input.exhibitionId && p.state === 'valid' && p.plateNumber === plate && p.startDate <= input.endDate && input.startDate <= p.endDate);
  if (taken) return refused(COMMERCE.plateTaken, `车牌号${plate}在这些日期已有有效的停车证`, `${plate} already has a valid car pass on these days`, { plateNumber: plate });
  const pass: PassRecord = {
    passId: state.nextPassId(),
    ownerUserId: input.ownerUserId,
    exhibitionId: input.exhibitionId,
    plateNumber: plate,
    plateKind: kind,
    driver,
    phone: input.phone.trim(),
    startDate: input.startDate,
    endDate: input.endDate,
    state: 'valid',
    createdAt: state.now(),
  };
  state.passes.push(pass);
  return done(pass);
}

export function cancelPass(state: LogisticsState, ownerUserId: string, passId: string): Outcome<PassRecord> {
  const pass = state.passes.find((p) => p.passId === passId && p.ownerUserId === ownerUserId);
  if (!pass) return notFound({ cn: '停车证', en: 'Car pass' });
  if (pass.state !== 'valid' || pass.endDate < state.today()) return refused(COMMERCE.passNotCancellable, '该停车证已取消或已过期', 'This car pass has already been cancelled or has expired', { passId });
  pass.state = 'cancelled';
  return done(pass);
}

export const toWirePass = (pass: PassRecord): ParkingPass => ({
  passId: pass.passId,
  plateNumber: pass.plateNumber,
  plateKind: pass.plateKind,
  driver: pass.driver,
  phone: pass.phone,
  startDate: pass.startDate,
  endDate: pass.endDate,
  state: pass.state,
  createTime: beijingTime(pass.createdAt),
});
