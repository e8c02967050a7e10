// A mobile number typed twice (spec §5: "phone and confirmation phone must match and be valid").
import { isMainlandMobile } from './field-predicates';
import { EqualsField, Required, Satisfies } from './rule.decorators';

export class PhoneConfirmationInput {
  @Required()
  @Satisfies('mainlandMobile', 'VALIDATION.PHONE_INVALID', isMainlandMobile)
  phone!: string;

  @Required()
  @Satisfies('mainlandMobile', 'VALIDATION.PHONE_INVALID', isMainlandMobile)
  @EqualsField('phone', 'VALIDATION.PHONE_MISMATCH')
  confirmPhone!: string;
}
