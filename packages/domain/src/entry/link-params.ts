// The link/session parameters of spec §3, under their spec names.

export const LINK_PARAM_NAMES = [
  'exhibitionId',
  'registerType',
  'tenantId',
  'registerLinkId',
  'languageType',
  'registrationSource',
  'sourceDeptId',
  'sourceTicketTypeId',
  'ticketGiveRecordId',
  'sourceInviteUserId',
  'inviteUserId',
  'inviteUserName',
  'inviteType',
  'inviteDeptId',
  'sourceCode',
  'visitingGroupId',
  'fissionParentBladeUserId',
  'signCodeId',
  'upgradeTicket',
  'from',
  'fromUrl',
  'targetUrl',
  'imasterCode',
  'openid',
  'pcJumpAccount',
] as const;

export type LinkParamName = (typeof LINK_PARAM_NAMES)[number];

/** Only the parameters present on the link; values are raw text (treat as untrusted). */
export type LinkParams = { readonly [K in LinkParamName]?: string };

/** The parameters a non-open page cannot work without (spec §2 wrong-link rule). */
export const REQUIRED_LINK_PARAMS = ['exhibitionId', 'registerType', 'tenantId'] as const satisfies readonly LinkParamName[];
