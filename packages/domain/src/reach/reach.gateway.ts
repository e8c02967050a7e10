// The invitation, traceability-channel and sharing endpoints (docs/endpoints.md "Invitations, sources,
// sharing and reach"). Everything is the caller's (bearer) but the invitation landing, which the invited
// person reads before logging in. Recording an invited person's registration goes through the user
// endpoints of the entry link (`userRegisterLink/save`, `saveFissionParentId`: UserGateway).
import type { DomainError, Result } from '../errors/result';
import type { InvitationSend, InviteCard, InviteLanding, Invitee, MyReach, RankEntry, SourceChannel, SourceChannelDraft } from '../reach/reach.types';
import type { CallOptions } from '../ports/call-options';
import type { ExhibitionPageRequest } from '../conference/conference.gateway';
import type { Page } from '../ports/page';

/** What `RC invite/send` takes. */
export interface SendInvitationRequest extends InvitationSend {
  readonly exhibitionId: string;
}

/** What `RC invite/landing` takes: the link's register link or sharer, whichever it carries. */
export interface InviteLandingRequest {
  readonly registerLinkId?: string;
  readonly fissionParentBladeUserId?: string;
}

/** What `RC source/save` takes. */
export interface SaveSourceRequest extends SourceChannelDraft {
  readonly exhibitionId: string;
}

/** The reach endpoints as the SDK implements them. */
export interface ReachGateway {
  /** The caller's invitation card: what their invitation links carry. */
  inviteCard(exhibitionId: string, options?: CallOptions): Promise<Result<InviteCard, DomainError>>;
  /** The people the caller invited, newest first. */
  invitees(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<Invitee>, DomainError>>;
  /** Sends an invitation by text message or e-mail; answers with the new invitee (`sent`). */
  sendInvitation(input: SendInvitationRequest, options?: CallOptions): Promise<Result<Invitee, DomainError>>;
  /** Who invited the holder of a link (no token). */
  inviteLanding(input: InviteLandingRequest, options?: CallOptions): Promise<Result<InviteLanding, DomainError>>;
  /** The caller's traceability channels, newest first. */
  sources(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<SourceChannel>, DomainError>>;
  saveSource(input: SaveSourceRequest, options?: CallOptions): Promise<Result<SourceChannel, DomainError>>;
  source(input: { readonly exhibitionId: string; readonly code: string }, options?: CallOptions): Promise<Result<SourceChannel, DomainError>>;
  /** How many registered through the caller, and their rank among the sharers. */
  myReach(exhibitionId: string, options?: CallOptions): Promise<Result<MyReach, DomainError>>;
  /** The sharers' ranking, most registrations first. */
  ranking(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<RankEntry>, DomainError>>;
}
