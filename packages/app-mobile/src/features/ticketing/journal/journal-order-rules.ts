// The catalogue order's fields and their checks: a whole quantity from 1 to 99, every address part
// given, the recipient's name by the domain's name rule, the phone a mainland mobile.
import { isMainlandMobile, isPersonName, type FieldErrors } from '@fairpass/domain';
import { type DeliveryAddress } from '@fairpass/domain/ticketing';

/** As typed: the address's parts and the quantity, all text. */
export type JournalOrderValues = { readonly [K in keyof DeliveryAddress]: string } & { readonly quantity: string };

type AddressField = keyof DeliveryAddress;

export const ADDRESS_FIELDS: readonly { name: AddressField; autoComplete: string; inputMode?: 'tel' }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'phone', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'province', autoComplete: 'address-level1' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'district', autoComplete: 'address-level3' },
  { name: 'detail', autoComplete: 'street-address' },
];

export function addressErrors(values: JournalOrderValues): FieldErrors {
  const errors: FieldErrors = {};
  const quantity = Number(values.quantity.trim());
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) errors.quantity = ['VALIDATION.OUT_OF_RANGE'];
  for (const { name } of ADDRESS_FIELDS) if (values[name].trim() === '') errors[name] = ['VALIDATION.REQUIRED'];
  if (!errors.name && !isPersonName(values.name.trim())) errors.name = ['VALIDATION.NAME_INVALID'];
  if (!errors.phone && !isMainlandMobile(values.phone.trim())) errors.phone = ['VALIDATION.PHONE_INVALID'];
  return errors;
}
