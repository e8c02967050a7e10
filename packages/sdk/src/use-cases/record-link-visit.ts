import { withoutLinkCredentials, type EntryContext, type LogGateway, type UserGateway } from '@fairpass/domain';

/** The landing URL without its credentials (openid, imaster code, tokens…), which must not end up in logs. */
export function urlForLog(url: string): string {
  return withoutLinkCredentials(url);
}

/**
 * Tells the backend about a link visit (spec §2 entry flow): the register link with its inviter, the
 * fission parent, and the register log. Best effort: a failure must not stop a visitor from entering,
 * so results are not inspected.
 */
export async function recordLinkVisit(
  context: EntryContext,
  url: string,
  users: UserGateway,
  logs: LogGateway,
): Promise<void> {
  const exhibitionId = context.exhibitionId;
  const writes: Promise<unknown>[] = [];
  if (context.registerLinkId) {
    writes.push(
      users.saveRegisterLink({
        registerLinkId: context.registerLinkId,
        sourceCode: context.sourceCode ?? '',
        inviteType: context.inviteType ?? '',
        inviteDeptId: context.inviteDeptId ?? '',
        inviteUserId: context.inviteUserId ?? '',
        inviteUserName: context.inviteUserName ?? '',
      }),
    );
  }
  if (exhibitionId && context.fissionParentBladeUserId) {
    writes.push(users.saveFissionParent({ exhibitionId, fissionParentBladeUserId: context.fissionParentBladeUserId }));
  }
  if (exhibitionId && context.registerType) {
    writes.push(
      logs.saveRegisterLog({
        exhibitionId,
        registerType: context.registerType,
        registrationSource: context.registrationSource ?? '',
        sourceCode: context.sourceCode ?? '',
        url: urlForLog(url),
      }),
    );
  }
  await Promise.all(writes);
}
