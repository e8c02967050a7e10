// A person's name as typed on member, staff and guest forms: at least 2 characters, letters of any
// script, no digits or symbols (spec §5).
import { isPersonName } from './field-predicates';
import { Required, Satisfies } from './rule.decorators';

export class PersonNameInput {
  @Required()
  @Satisfies('personName', 'VALIDATION.NAME_INVALID', isPersonName)
  name!: string;
}
