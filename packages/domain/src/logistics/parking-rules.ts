// A car pass for the show's car parks: a mainland plate (plate-number.ts), the driver's name and
// mainland mobile, and the first and last day, both within the show and not before today. The server
// checks again (PARKING.PLATE_INVALID, PARKING.OUTSIDE_SHOW) and refuses a second valid pass for the same
// plate on the same days (PARKING.PLATE_TAKEN).
import { isBlank, isMainlandMobile, isPersonName } from '../validation/field-predicates';
import type { FieldErrors } from '../validation/validate-input';
import { isCalendarDay, laterDay } from './calendar-day';
import type { ParkingPass, ParkingPassRequest, ParkingRules } from './logistics.types';
import { normalisePlate, plateKindOf } from './plate-number';

/** The pass form as it is filled in (dates as the date inputs give them). */
export type ParkingPassForm = ParkingPassRequest;

type PassField = keyof ParkingPassForm;

/** The days a new pass may cover: from the later of the show's first day and today, to its last day. */
export const parkingDays = (rules: ParkingRules): { readonly from: string; readonly to: string } => ({ from: laterDay(rules.firstDay, rules.today), to: rules.lastDay });

/** Whether a pass can still be applied for (the show has not ended). */
export const canApplyForPass = (rules: ParkingRules): boolean => {
  const { from, to } = parkingDays(rules);
  return from <= to;
};

const dayErrors = (value: string, rules: ParkingRules): FieldErrors<PassField>[PassField] => {
  if (isBlank(value)) return ['VALIDATION.REQUIRED'];
  if (!isCalendarDay(value.trim())) return ['VALIDATION.DATE_INVALID'];
  const { from, to } = parkingDays(rules);
  return value.trim() < from || value.trim() > to ? ['VALIDATION.DATE_OUTSIDE_SHOW'] : undefined;
};

/** The pass form's field → error codes ({} when it can be sent). */
export function parkingPassErrors(form: ParkingPassForm, rules: ParkingRules): FieldErrors<PassField> {
  const errors: FieldErrors<PassField> = {};
  if (isBlank(form.plateNumber)) errors.plateNumber = ['VALIDATION.REQUIRED'];
  else if (plateKindOf(form.plateNumber) === undefined) errors.plateNumber = ['VALIDATION.PLATE_INVALID'];
  if (isBlank(form.driver)) errors.driver = ['VALIDATION.REQUIRED'];
  else if (!isPersonName(form.driver)) errors.driver = ['VALIDATION.NAME_INVALID'];
  if (isBlank(form.phone)) errors.phone = ['VALIDATION.REQUIRED'];
  else if (!isMainlandMobile(form.phone)) errors.phone = ['VALIDATION.PHONE_INVALID'];
  const start = dayErrors(form.startDate, rules);
  const end = dayErrors(form.endDate, rules);
  if (start) errors.startDate = start;
  if (end) errors.endDate = end;
  else if (!start && form.endDate.trim() < form.startDate.trim()) errors.endDate = ['VALIDATION.DATE_ORDER'];
  return errors;
}

/** What the form sends: the plate as kept (capitals, no separators), the rest trimmed. */
export const parkingPassRequestOf = (form: ParkingPassForm): ParkingPassRequest => ({
  plateNumber: normalisePlate(form.plateNumber.trim()),
  driver: form.driver.trim(),
  phone: form.phone.trim(),
  startDate: form.startDate.trim(),
  endDate: form.endDate.trim(),
});

/** How a pass reads: valid, cancelled, or ended once its last day is behind the server's today. */
export type PassLabel = 'valid' | 'cancelled' | 'ended';

/** A pass's label on the server's today. */
export const passLabelOf = (pass: Pick<ParkingPass, 'state' | 'endDate'>, today: string): PassLabel => {
  if (pass.state === 'cancelled') return 'cancelled';
  return pass.endDate < today ? 'ended' : 'valid';
};

/** Whether to offer "cancel": a valid pass whose last day has not passed. */
export const canCancelPass = (pass: Pick<ParkingPass, 'state' | 'endDate'>, today: string): boolean => passLabelOf(pass, today) === 'valid';
