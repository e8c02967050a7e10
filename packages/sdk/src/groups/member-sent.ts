// A member's fields and a bulk action's members as they are sent: texts trimmed, the document number in
// the case the backend compares it in, each member named once.
import { idNumberKey, type MemberFields } from '@fairpass/domain/groups';

export const memberSent = (input: MemberFields): MemberFields => ({
  name: input.name.trim(),
  phone: input.phone.trim(),
  idType: input.idType,
  idNumber: idNumberKey(input.idNumber),
  teamId: input.teamId.trim(),
});

export const distinct = (memberIds: readonly string[]): string[] => [...new Set(memberIds.map((id) => id.trim()))];
