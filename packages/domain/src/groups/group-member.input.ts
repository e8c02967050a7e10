// A member as the leader adds or edits them (/groupManagement/operateList): the info form's person
// fields and rules — a name of at least 2 characters without digits or special characters (spec §5), a
// mainland mobile, an identity document whose number fits its type — and the team they travel with.
import { isMainlandMobile, isPersonName } from '../validation/field-predicates';
import { Required, Satisfies } from '../validation/rule.decorators';
import { isMemberIdType, isValidIdDocument } from './id-document';

export class GroupMemberInput {
  @Required()
  @Satisfies('personName', 'VALIDATION.NAME_INVALID', isPersonName)
  name!: string;

  @Required()
  @Satisfies('mainlandMobile', 'VALIDATION.PHONE_INVALID', isMainlandMobile)
  phone!: string;

  @Required()
  @Satisfies('memberIdType', 'VALIDATION.OUT_OF_RANGE', isMemberIdType)
  idType!: string;

  /** Judged by the chosen type; with no type chosen yet only that field is marked. */
  @Required()
  @Satisfies('idDocument', 'VALIDATION.ID_NUMBER_INVALID', (value, object) => !isMemberIdType(object.idType) || isValidIdDocument(object.idType, value))
  idNumber!: string;

  @Required()
  teamId!: string;
}
