/**
 * @module @fairpass/domain/reach
 */
// The public surface of @fairpass/domain/reach: the names other packages use, nothing else.
export { INVITE_FORM_TYPES, SENT_INVITE_TYPES, isInviteFormType, isSentInviteType } from './reach.types';
export type {
  InviteFormType,
  SentInviteType,
  InviteCard,
  InviteeState,
  Invitee,
  InvitationSend,
  InviteLanding,
  SourceChannel,
  SourceChannelDraft,
  MyReach,
  RankEntry,
} from './reach.types';
export { INVITE_LINK_SOURCE, invitationLinkQuery, shareLinkQuery, sourceLinkQuery } from './reach-links';
export type { ReachLinkBase } from './reach-links';
export { referralOf } from './referral';
export { invitationErrors } from './invitation.inputs';
export { sourceChannelErrors, normaliseSourceCode, SOURCE_NAME_MAX_LENGTH } from './source-channel';
export { inviteeStateOf } from './invitee-state';
export type { RegistrationProgress } from './invitee-state';
export { rankSharers } from './sharer-ranking';
export type { ReachGateway, SendInvitationRequest, InviteLandingRequest, SaveSourceRequest } from './reach.gateway';
