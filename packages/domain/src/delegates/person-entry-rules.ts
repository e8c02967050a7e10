// The person form of a team member and of a person registered on their behalf: the exhibition's own
// personal-info fields (registerConfig/formConfig, the /infoWap form, with its rules: names of at
// least 2 letters, ID numbers, e-mail…) plus the mobile the person will log in with, typed twice
// (spec §5 "phone and confirmation phone must match and be valid", the domain's PhoneConfirmationInput).
import type { FormField } from '../config/form-field';
import { PhoneConfirmationInput } from '../validation/phone-confirmation.input';
import { validateFormValues, type FormValue } from '../validation/validate-form-values';
import { validateInput, type FieldErrors } from '../validation/validate-input';
import { personFieldsOf } from './person-fields';

/** The person form as it is filled in: the mobile twice and the config's other fields. */
export interface PersonForm {
  readonly phone: string;
  readonly confirmPhone: string;
  readonly values: Readonly<Record<string, FormValue>>;
}

/** Field → error codes of a person form ({} when it can be sent): the config's rules and the mobile pair's. */
export function personFormErrors(fields: readonly FormField[], form: PersonForm): FieldErrors {
  return {
    ...validateFormValues(personFieldsOf(fields), form.values),
    ...validateInput(PhoneConfirmationInput, { phone: form.phone, confirmPhone: form.confirmPhone }),
  };
}
