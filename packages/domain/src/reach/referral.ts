// What the invited person's link asks to be recorded once they have registered (spec §7): the register
// link with its inviter (`userRegisterLink/save`) and the sharer whose card they came through
// (`saveFissionParentId`). Read from the visit's link parameters; nothing when the link was no
// invitation (a ticket link's registerLinkId alone names no inviter).
import type { LinkParams } from '../entry/link-params';
import type { RegisterLinkInput } from '../ports/user.gateway';

/** What to record for a registration: the invitation's register link, the sharer, or both. */
export interface Referral {
  readonly registerLink?: RegisterLinkInput;
  readonly fissionParentBladeUserId?: string;
}

const text = (value: string | undefined): string => value?.trim() ?? '';

/** What the visit's link asks to record once the person has registered; undefined for a link that is no invitation. */
export function referralOf(entry: LinkParams): Referral | undefined {
  const registerLinkId = text(entry.registerLinkId);
  const inviteUserId = text(entry.inviteUserId);
  const fissionParentBladeUserId = text(entry.fissionParentBladeUserId);
  const registerLink: RegisterLinkInput | undefined =
    registerLinkId !== '' && inviteUserId !== ''
      ? {
          registerLinkId,
          sourceCode: text(entry.sourceCode),
          inviteType: text(entry.inviteType),
          inviteDeptId: text(entry.inviteDeptId),
          inviteUserId,
          inviteUserName: text(entry.inviteUserName),
        }
      : undefined;
  if (registerLink === undefined && fissionParentBladeUserId === '') return undefined;
  return {
    ...(registerLink === undefined ? {} : { registerLink }),
    ...(fissionParentBladeUserId === '' ? {} : { fissionParentBladeUserId }),
  };
}
